// Preloaded (`node --require`) into the server and job processes of a journey that must run on a
// Lagos working day: moves their clock FS_CLOCK_OFFSET_MS milliseconds ahead (Date.now(), new Date()
// and Date()), nothing else. Timers and performance.now() are untouched. See support/clock.mjs.
'use strict';
const offset = Number(process.env.FS_CLOCK_OFFSET_MS || 0);
if (offset) {
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, prop, receiver) => (prop === 'now' ? now : Reflect.get(target, prop, receiver)),
  });
}
