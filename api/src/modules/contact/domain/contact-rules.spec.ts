import { contactProblems, contactRefusal, normalizeContact, retryMessage } from './contact-rules';

const valid = { name: ' Amaka  Obi ', email: ' Amaka@Example.NG ', subject: 'Delivery to\u00a0Ikorodu', message: ' When will my pack arrive?\r\nThanks ' };

describe('contact form rules', () => {
  it('normalises: tidy spaces in name and subject, lower-case e-mail, trimmed message', () => {
    expect(normalizeContact(valid)).toEqual({
      name: 'Amaka Obi',
      email: 'amaka@example.ng',
      subject: 'Delivery to Ikorodu',
      message: 'When will my pack arrive?\nThanks',
    });
    expect(contactProblems(normalizeContact(valid))).toEqual([]);
  });

  it('refuses line breaks and control characters in name and subject, and controls other than line breaks and tabs in the message', () => {
    const problems = contactProblems(
      normalizeContact({ ...valid, name: 'Amaka\u202eObi', subject: 'Delivery\r\nBcc: victim@example.com', message: 'Hello\n\tthere\u0007' }),
    );
    expect(problems).toEqual([
      { field: 'name', message: 'Name must not contain line breaks or control characters' },
      { field: 'subject', message: 'Subject must not contain line breaks or control characters' },
      { field: 'message', message: 'Message must not contain control characters' },
    ]);
    expect(contactProblems(normalizeContact({ ...valid, message: 'Hello\n\tthere' }))).toEqual([]);
  });

  it('needs all four fields and says so in the specification\'s words', () => {
    const problems = contactProblems(normalizeContact({ name: '', email: ' ', subject: '', message: '  ' }));
    expect(problems.map((p) => p.field)).toEqual(['name', 'email', 'subject', 'message']);
    expect(contactRefusal(problems)).toBe('Please fill in all required fields');
  });

  it('checks the e-mail address and the lengths', () => {
    const problems = contactProblems(normalizeContact({ ...valid, email: 'amaka@', message: 'x'.repeat(5001) }));
    expect(problems).toEqual([
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'message', message: 'Message must be at most 5000 characters' },
    ]);
    expect(contactRefusal(problems)).toBe('Enter a valid email address. Message must be at most 5000 characters');
  });

  it('says how long to wait, in whole minutes', () => {
    expect(retryMessage(3599)).toBe('Too many messages. Please try again in 60 minutes.');
    expect(retryMessage(5)).toBe('Too many messages. Please try again in 1 minute.');
  });
});
