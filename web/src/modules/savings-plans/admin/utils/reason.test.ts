import { reasonProblem, textProblem } from './reason';

describe('an admin reason or note', () => {
  it('takes a note or reason of 3 to 300 characters once trimmed, like the server', () => {
    expect(textProblem('   ', 'Note')).toBe('Note is required');
    expect(textProblem('  ok  ', 'Note')).toBe('Note must be 3 to 300 characters');
    expect(textProblem(' Cash ', 'Reason')).toBeNull();
    expect(textProblem('x'.repeat(300), 'Reason')).toBeNull();
    expect(textProblem('x'.repeat(301), 'Reason')).toBe('Reason must be 3 to 300 characters');
  });

  it('asks for a reason of 3 to 300 characters once trimmed, as the server does', () => {
    expect(reasonProblem('   ')).toBe('Reason is required');
    expect(reasonProblem(' no ')).toBe('Reason must be 3 to 300 characters');
    expect(reasonProblem('x'.repeat(301))).toBe('Reason must be 3 to 300 characters');
    expect(reasonProblem(` ${'x'.repeat(300)} `)).toBeNull();
  });
});
