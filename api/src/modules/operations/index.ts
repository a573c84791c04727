/** The operations feature's public entry: what other features and the composition root may use. */
export { QUEUE_BOARD_PATH, queueBoardRoutes } from './queue-board.routes';
