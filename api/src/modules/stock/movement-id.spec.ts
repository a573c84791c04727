import { firstMovementIdAt, movementId } from './movement-id';

describe('movementId', () => {
  it('is a version 7 UUID, increasing within a millisecond and across them', () => {
    let ms = 1_764_797_000_000;
    const ids = Array.from({ length: 5000 }, (_, i) => movementId(() => (i % 1000 === 999 ? ++ms : ms)));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('firstMovementIdAt', () => {
  it('sorts above every id made before its millisecond and at or below every id made from it on', () => {
    const at = 1_864_797_000_000;
    const floor = firstMovementIdAt(at);
    expect(floor).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7000-8000-000000000000$/);
    expect(movementId(() => at - 1) < floor).toBe(true);
    expect(movementId(() => at) >= floor).toBe(true);
    expect(movementId(() => at + 1) > floor).toBe(true);
  });
});
