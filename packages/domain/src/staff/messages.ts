/** What the staff screens and the API say, in one place (the spec gives none of these). */
export const STAFF_MESSAGES = {
  centreRequired: 'Choose the registration centre the staff member works at.',
  lgaRequired: 'Choose the LGA the staff member works in.',
  stateRequired: 'Choose the state the staff member works in.',
  roleRequired: 'Choose a role.',
  nameRequired: 'Enter the name.',
  lgaNotInState: 'Choose an LGA of a known state.',
  lastAdministrator:
    'This is the last active account that can manage users and roles: keep it, or give another account those rights first.',
  usernameMailed: 'The user name was e-mailed.',
  centreNotInArea: 'Choose a registration centre in your area.',
  centreClosed: 'This registration centre is closed: new staff cannot be placed there.',
  endDateRequired: 'Enter the last day of the engagement.',
  endDateInvalid: 'Enter the last day of the engagement as a date (yyyy-mm-dd).',
  endDateNotFuture: 'The last day of the engagement must be after today.',
  endDateTooFar: 'An adhoc engagement can last at most one year: choose an earlier date.',
  ninNotVerified: 'Verify the NIN before creating the account.',
  ninHasAccount: 'This person already has an account',
  /** One answer for an unknown NIN and for names that differ: it must not say which. */
  identityMismatch: "The NIN and names do not match the identity agency's record.",
  cannotVerifyNin:
    'Your role cannot verify NINs with the identity agency, so it cannot create accounts with a NIN.',
  /** A NIN with an account the caller may not manage: the answer does not say it exists. */
  cannotCreateForPerson:
    'You cannot create an account for this person. Ask your state office or an administrator.',
  noEmailForPassword:
    'This account has no e-mail address to send a password to: add one (Change details) first.',
  passwordSent: (to: string) =>
    `A temporary password was sent to ${to}. They must change it when they first sign in.`,
  setTheirPassword:
    'You set the password of the staff member who captured or asked for this, and they have not chosen their own since. Another officer must decide it.',
  reasonRequired: 'Choose a reason.',
  reasonTextRequired: 'Say why, in a few words.',
  notFound: 'No such staff member in your area.',
  notManaged: 'You cannot manage this account.',
  roleNotGiven:
    'You cannot give accounts this role: it holds permissions you do not have. Ask an administrator.',
  ownAccount: 'You cannot change your own account here.',
  alreadyDeactivated: 'This account is already deactivated.',
  alreadyActive: 'This account is already active.',
  endedNeedsNewEndDate:
    'The engagement ended: give a new last day of the engagement to reactivate the account.',
  currentPasswordWrong: 'Your current password is not correct.',
  currentPasswordRequired: 'Enter your current password.',
  passwordTooShort: 'The new password must have at least 10 characters.',
  passwordTooLong: 'The new password can have at most 200 characters.',
  passwordSameAsOld: 'Choose a new password, not the one you have now.',
  passwordIsUserName: 'The new password must not be your user name.',
  passwordsDiffer: 'The two new passwords are not the same.',
  passwordChangeRequired: 'Change your password before you go on.',
  accountEnded: (day: string) =>
    `Your engagement ended on ${day}. Ask your DCR to extend it if you still work here.`,
} as const;
