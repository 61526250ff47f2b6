import { z } from 'zod';
import { MSG } from './messages';

/**
 * Every check a schema declares without its own words still answers a sentence people can read and the web app
 * can translate (MSG), never zod's developer English ("Too small: expected string to have >=20 characters").
 * Installed once, by importing the contracts; a message given in a schema wins over these.
 */
export function userMessageOf(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return MSG.valueRequired;
      return issue.expected === 'number' || issue.expected === 'int' ? MSG.numberExpected : MSG.valueInvalid;
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? MSG.valueRequired : MSG.minChars(minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return MSG.atLeastEntries(minimum);
      return MSG.numberAtLeast(minimum);
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return MSG.maxChars(maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return MSG.atMostEntries(maximum);
      return MSG.numberAtMost(maximum);
    }
    case 'invalid_format':
      return issue.format === 'email' ? MSG.invalidEmail : MSG.valueInvalid;
    case 'invalid_value':
      return MSG.chooseOffered;
    default:
      return MSG.valueInvalid;
  }
}

z.config({ customError: userMessageOf });
