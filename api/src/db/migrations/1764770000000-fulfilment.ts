import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Fulfilment (issue 24): a paid plan's pack goes through the life cycle of
 * savings-plan/domain/fulfilment-moves, each move a fulfilment_moves row written once (who, when,
 * why; its notice to the customer owed until notified_at). A delivery address is a street, a
 * landmark and a Lagos area; the promised date counts Lagos working days (closure_days are the
 * days an admin adds); the handover code is derived from a secret and a per-pack nonce, and never
 * stored (domain/handover-code). Existing rows: Pending becomes AwaitingDispatch, Dispatched
 * OutForDelivery, the promised date is the end of the window already stored, a pack handed over
 * has its handover time from its last update, and one not handed over gets its nonce.
 */
export class Fulfilment1764770000000 implements MigrationInterface {
  name = 'Fulfilment1764770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('savings_plans', [
      new TableColumn({ name: 'delivery_landmark', type: 'varchar', length: '120', isNullable: true }),
      new TableColumn({ name: 'delivery_area', type: 'varchar', length: '40', isNullable: true }),
    ]);
    await q.addColumns('fulfilments', [
      new TableColumn({ name: 'landmark', type: 'varchar', length: '120', isNullable: true }),
      new TableColumn({ name: 'area', type: 'varchar', length: '40', isNullable: true }),
      new TableColumn({ name: 'promised_date', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'scheduled_for', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'rider_id', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'code_nonce', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn({ name: 'wrong_codes', type: 'int', default: 0 }),
      new TableColumn({ name: 'handed_over_at', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await q.query(`UPDATE fulfilments SET status = CASE status WHEN 'Pending' THEN 'AwaitingDispatch' WHEN 'Dispatched' THEN 'OutForDelivery' ELSE status END, promised_date = expected_to`);
    await q.query(`UPDATE fulfilments SET handed_over_at = updated_at WHERE status IN ('Delivered', 'Collected')`);
    // Packs owed before handover codes existed get theirs (a nonce each; the code derives from it).
    const nonce = q.connection.options.type === 'mysql' ? 'LOWER(HEX(RANDOM_BYTES(16)))' : 'lower(hex(randomblob(16)))';
    await q.query(`UPDATE fulfilments SET code_nonce = ${nonce} WHERE status NOT IN ('Delivered', 'Collected')`);
    // The deliveries queue: by state, then promised date (and within an area); a rider's day: their assignments by date.
    await q.createIndex('fulfilments', new TableIndex({ name: 'ix_fulfilments_queue', columnNames: ['status', 'promised_date', 'id'] }));
    await q.createIndex('fulfilments', new TableIndex({ name: 'ix_fulfilments_area', columnNames: ['area', 'status', 'promised_date', 'id'] }));
    await q.createIndex('fulfilments', new TableIndex({ name: 'ix_fulfilments_rider', columnNames: ['rider_id', 'scheduled_for'] }));
    await q.createTable(
      new Table({
        name: 'fulfilment_moves',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'fulfilment_id', type: 'varchar', length: '36' },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'move', type: 'varchar', length: '20' },
          { name: 'from_state', type: 'varchar', length: '16', isNullable: true },
          { name: 'to_state', type: 'varchar', length: '16' },
          { name: 'actor_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'note', type: 'varchar', length: '300', isNullable: true },
          { name: 'at', type: 'datetime', precision: 3 },
          { name: 'notified_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'ix_fulfilment_moves_fulfilment', columnNames: ['fulfilment_id', 'at'] },
          { name: 'ix_fulfilment_moves_owed', columnNames: ['notified_at', 'at'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'closure_days',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'reason', type: 'varchar', length: '200' },
          { name: 'created_by', type: 'varchar', length: '36' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('closure_days');
    await q.dropTable('fulfilment_moves');
    await q.dropIndex('fulfilments', 'ix_fulfilments_rider');
    await q.dropIndex('fulfilments', 'ix_fulfilments_area');
    await q.dropIndex('fulfilments', 'ix_fulfilments_queue');
    await q.query(`UPDATE fulfilments SET status = CASE status WHEN 'AwaitingDispatch' THEN 'Pending' WHEN 'OutForDelivery' THEN 'Dispatched' WHEN 'Scheduled' THEN 'Pending' WHEN 'ReadyForPickup' THEN 'Pending' ELSE status END`);
    for (const c of ['handed_over_at', 'wrong_codes', 'code_nonce', 'rider_id', 'scheduled_for', 'promised_date', 'area', 'landmark']) await q.dropColumn('fulfilments', c);
    await q.dropColumn('savings_plans', 'delivery_area');
    await q.dropColumn('savings_plans', 'delivery_landmark');
  }
}
