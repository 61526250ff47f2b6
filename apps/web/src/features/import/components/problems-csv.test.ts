import { describe, expect, it } from 'vitest';
import { buildProblemsCsv, problemsFileName } from './problems-csv';

describe('problems CSV', () => {
  it('is the file’s header and refused rows with a last column of their problems', () => {
    const csv = buildProblemsCsv(
      ['amc_no', 'customer_email', 'note'],
      [
        {
          row: 3,
          cells: ['AMC-9', 'nobody@example.com', 'Roof unit, "left"'],
          problems: [
            { column: 'customer_email', message: 'No customer has this e-mail.' },
            { column: null, message: 'Whole row.' },
          ],
        },
        { row: 5, cells: ['AMC-11'], problems: [{ column: 'amc_no', message: 'Taken.' }] },
      ],
      'Problem',
      (problem) => `${problem.column ? `${problem.column}: ` : ''}${problem.message.toUpperCase()}`,
    );
    expect(csv).toBe(
      '\uFEFFamc_no,customer_email,note,Problem\r\n' +
        'AMC-9,nobody@example.com,"Roof unit, ""left""",customer_email: NO CUSTOMER HAS THIS E-MAIL.; WHOLE ROW.\r\n' +
        'AMC-11,,,amc_no: TAKEN.\r\n',
    );
  });

  it('keeps cells past the header after the problems, and guards cells that would run as formulas', () => {
    const csv = buildProblemsCsv(
      ['code', 'price'],
      [{ row: 2, cells: ['=1+1', '-5', 'extra'], problems: [{ column: null, message: 'Too many cells.' }] }],
      'Problem',
      (problem) => problem.message,
    );
    expect(csv.split('\r\n')[1]).toBe("'=1+1,'-5,Too many cells.,extra");
  });

  it('is named after the imported file', () => {
    expect(problemsFileName('customers.xlsx')).toBe('customers-problems.csv');
    expect(problemsFileName('contracts 2026.csv')).toBe('contracts 2026-problems.csv');
    expect(problemsFileName('.xlsx')).toBe('import-problems.csv');
  });
});
