import { candidateMailTemplateInputSchema, fillPlaceholders, placeholderProblem, placeholdersIn } from './candidate-mail';

describe('placeholderProblem', () => {
  it.each([
    ['Dear {{candidateName}}, about {{jobTitle}}', undefined],
    ['{{ interviewer }} at {{slot}}: {{schedulingLink}}', undefined],
    ['No placeholder at all', undefined],
    ['Dear {{firstName}}', /^Unknown placeholder \{\{firstName\}\}: use \{\{candidateName\}\}/],
    ['Dear {{candidateName}', /^Malformed placeholder near “Dear \{\{candidateName\}”/],
    ['Dear {candidateName}}', /^Malformed placeholder/],
    ['Dear {candidateName}', /^Malformed placeholder/],
    ['Dear {{}}', /^Malformed placeholder/],
    ['Dear {{ candidate name }}', /^Malformed placeholder/],
  ])('%s', (text, expected) => {
    const problem = placeholderProblem(text);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatch(expected);
  });
});

describe('fillPlaceholders', () => {
  it('puts each value in, wherever and however often it appears', () => {
    expect(
      fillPlaceholders('{{candidateName}}, {{ candidateName }} for {{jobTitle}}', { candidateName: 'Omar', jobTitle: 'Analyst' }),
    ).toEqual({
      text: 'Omar, Omar for Analyst',
      missing: [],
    });
  });

  it('lists the placeholders whose value is missing, never filling a hole', () => {
    expect(
      fillPlaceholders('{{schedulingLink}} with {{interviewer}} ({{candidateName}})', { candidateName: 'Omar', interviewer: '' }),
    ).toEqual({
      missing: ['schedulingLink', 'interviewer'],
    });
    expect(placeholdersIn('{{slot}} {{slot}} {{jobTitle}}')).toEqual(['slot', 'jobTitle']);
  });
});

describe('candidateMailTemplateInputSchema', () => {
  it('refuses an unknown placeholder on the field that has it', () => {
    const result = candidateMailTemplateInputSchema.safeParse({
      en: { subject: 'Hi', body: 'Dear {{candidateName}}' },
      ar: { subject: 'مرحبا {{name}}', body: 'نص' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ar.subject', expect.stringMatching(/^Unknown placeholder \{\{name\}\}/)],
    ]);
  });
});
