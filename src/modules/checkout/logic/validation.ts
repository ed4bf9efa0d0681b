import { collectProblems, emailProblem, nameProblem, newPasswordProblem, repeatedPasswordProblem, type Problems } from '../../../kernel/validation';

/** What the personal details form holds while the shopper types (the password never leaves the browser tab). */
export interface PersonalDetailsValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  createAccount: boolean;
  password: string;
  repeatPassword: string;
}

export type PersonalDetailsField = Exclude<keyof PersonalDetailsValues, 'createAccount'>;

/** The form's fields in the order they are shown (and listed in the error summary). */
export const PERSONAL_DETAILS_FIELDS: readonly PersonalDetailsField[] = ['firstName', 'lastName', 'emailAddress', 'password', 'repeatPassword'];

/**
 * The spec's form messages for the first step (section 5): names of 2 letters, a valid e-mail address, and
 * when an account is to be created a password of 8 characters repeated identically.
 */
export function personalDetailsProblems(values: PersonalDetailsValues): Problems<PersonalDetailsField> {
  return collectProblems<PersonalDetailsField>([
    ['firstName', nameProblem(values.firstName)],
    ['lastName', nameProblem(values.lastName)],
    ['emailAddress', emailProblem(values.emailAddress)],
    ['password', values.createAccount ? newPasswordProblem(values.password) : undefined],
    ['repeatPassword', values.createAccount ? repeatedPasswordProblem(values.repeatPassword, values.password) : undefined],
  ]);
}
