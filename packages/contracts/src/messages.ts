/**
 * Human sentences shared by the API and the web app. Validation messages use SPEC.md's words exactly; the web
 * app translates them by their English text (i18n namespace "validation"), so a sentence here is also a key.
 */
export const MSG = {
  required: (label: string) => `${label} is required!`,
  minChars: (n: number) => `Minimum ${n} characters is required.`,
  maxChars: (n: number) => `Maximum length of ${n} exceeded!`,
  validEmail: 'Please enter a valid email',
  invalidEmail: 'Invalid Email address',
  validPort: 'please enter valid port number',
  passwordLettersDigits: 'Password should contain only letters and digits.',
  passwordLength: 'Password must be 8 character length',
  passwordsMatch: 'Passwords must match',
  onlyAlphabets: 'Should contain only alphabets',
  unsupportedFile: 'uploaded file has unsupported file format',
  fileTooLarge: 'File size too large, max file size is 2.048 Mb',
  startYear: 'Please enter a valid year',
  backendUnreachable: 'Please set your domain url in .env file and try again',
  accessDenied: "Oops! You don't have the access for this page contact to administrator.",
  noRecords: 'Sorry, no matching records found',
  // Server answers that are not field validation.
  notInstalled: 'The application is not installed yet.',
  alreadyInstalled: 'The application is already installed.',
  loginFailed: 'These credentials do not match our records.',
  accountDisabled: 'This account is disabled. Please contact the administrator.',
  unauthenticated: 'Your session has expired. Please sign in again.',
  forbidden: "You don't have the right to do this.",
  notFound: 'The record you asked for does not exist.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  passwordResetSent: 'If this e-mail belongs to an account, we have sent a link to reset its password.',
  passwordResetDone: 'Your password has been reset. You can sign in now.',
  passwordResetInvalid: 'This password reset link is invalid or has expired.',
  registrationClosed: 'Registration is closed. Please contact the administrator.',
  emailTaken: 'The email has already been taken.',
  invalidInput: 'The data you sent is not valid.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
