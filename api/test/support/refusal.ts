import { AppError } from '../../src/common/errors';

/** The expected business refusal a service call ends in; fails the test on success or any other error. */
export async function refusal(work: Promise<unknown>): Promise<AppError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}
