// Apart from validation.ts so that the error catalogue (in every first load) can use them
// without bringing zod along.

/** The spec's form messages (section 5), as sentence-case user messages. */
export const FORM_MESSAGES = {
  selectOption: 'Please select an option',
  enterCity: 'Please enter city',
  enterCollegeName: 'Please enter college name',
  validMobileNumber: 'Please enter valid mobile number',
  validEmail: 'Please enter valid email',
  enterValue: 'Please enter value',
  selectCorrectOption: 'Please select correct option',
  selectCountry: 'Please select country',
} as const;
