// The words of My Account, as prop name → i18n key (handed over by the page with islandStrings).
import type { IslandStrings } from '../../lib/text.ts';
import { AUTH_ERROR_KEYS } from '../auth/strings.ts';

export const ACCOUNT_STRING_KEYS = {
  loading: 'common.loading',
  guestIntro: 'shell.accountText',
  signIn: 'auth.loginOrRegister',
  loadError: 'account.loadError',
  retry: 'account.retry',
  profileHeading: 'account.profileHeading',
  name: 'account.name',
  email: 'account.email',
  phone: 'account.phone',
  customerCode: 'account.customerCode',
  memberSince: 'account.memberSince',
  notAdded: 'account.notAdded',
  edit: 'account.edit',
  editName: 'account.editName',
  change: 'account.change',
  changeEmail: 'account.changeEmail',
  changePhone: 'account.changePhone',
  add: 'account.add',
  addEmail: 'account.addEmail',
  addPhone: 'account.addPhone',
  save: 'account.save',
  saving: 'account.saving',
  cancel: 'account.cancel',
  nameRequired: 'account.nameRequired',
  nameSaved: 'account.nameSaved',
  newEmail: 'account.newEmail',
  newPhone: 'account.newPhone',
  country: 'auth.country',
  sendCode: 'account.sendCode',
  sending: 'auth.sending',
  emailRequired: 'account.emailRequired',
  // Why a typed number is refused (src/lib/phone.ts), as in the sign-in form.
  phone_too_short: 'phone.problem.too_short',
  phone_too_long: 'phone.problem.too_long',
  phone_not_mobile: 'phone.problem.not_mobile',
  phone_invalid: 'phone.problem.invalid',
  phoneRequired: 'account.phoneRequired',
  sameEmail: 'account.sameEmail',
  samePhone: 'account.samePhone',
  /** With {{identifier}}. */
  codeSentTo: 'auth.otpSentTo',
  otpLabel: 'auth.otpLabel',
  /** With {{n}}. */
  otpDigit: 'auth.otpDigit',
  verifyOtp: 'auth.verifyOtp',
  verifying: 'auth.verifying',
  resendOtp: 'auth.resendOtp',
  /** With {{seconds}}. */
  resendIn: 'auth.resendIn',
  otpRequired: 'validation.otpRequired',
  emailSaved: 'account.emailSaved',
  phoneSaved: 'account.phoneSaved',
  passwordHeading: 'account.passwordHeading',
  passwordIntroNone: 'account.passwordIntroNone',
  passwordIntroSet: 'account.passwordIntroSet',
  currentPassword: 'account.currentPassword',
  newPassword: 'account.newPassword',
  passwordRule: 'account.passwordRule',
  showPassword: 'auth.showPassword',
  hidePassword: 'auth.hidePassword',
  setPassword: 'account.setPassword',
  changePassword: 'account.changePassword',
  passwordRequired: 'validation.passwordRequired',
  currentPasswordRequired: 'account.currentPasswordRequired',
  /** With {{min}}, like passwordTooLong with {{max}}. */
  passwordTooShort: 'account.passwordTooShort',
  passwordTooLong: 'account.passwordTooLong',
  passwordSetDone: 'account.passwordSetDone',
  passwordChangedDone: 'account.passwordChangedDone',
  proofHeading: 'account.proofHeading',
  proofIntroPassword: 'account.proofIntroPassword',
  /** With {{identifier}}. */
  proofIntroCode: 'account.proofIntroCode',
  proofConfirm: 'account.proofConfirm',
  proofDone: 'account.proofDone',
  proofFailed: 'account.proofFailed',
  sessionsHeading: 'account.sessionsHeading',
  sessionsIntro: 'account.sessionsIntro',
  /** With {{browser}} and {{os}}. */
  sessionDevice: 'account.sessionDevice',
  sessionUnknownDevice: 'account.sessionUnknownDevice',
  sessionThisDevice: 'account.sessionThisDevice',
  /** With {{date}}, like sessionLastSeen. */
  sessionSignedIn: 'account.sessionSignedIn',
  sessionLastSeen: 'account.sessionLastSeen',
  sessionEnd: 'account.sessionEnd',
  sessionEnded: 'account.sessionEnded',
  sessionsFailed: 'account.sessionsFailed',
  signOutEverywhere: 'account.signOutEverywhere',
  signOutEverywhereNote: 'account.signOutEverywhereNote',
  signedOutEverywhere: 'account.signedOutEverywhere',
  myOrders: 'nav.myOrders',
  ordersText: 'account.ordersText',
  logout: 'nav.logout',
  loggedOut: 'toast.loggedOut',
  ...AUTH_ERROR_KEYS,
} as const;

export type AccountStrings = IslandStrings<typeof ACCOUNT_STRING_KEYS>;

/**
 * What PATCH /me and POST /me/otp may answer (in English, the server's wording being the English
 * dictionary's), beside the sign-in texts of src/islands/auth/strings.ts: the page shows the
 * translation instead.
 */
export const ACCOUNT_SERVER_MESSAGE_KEYS = [
  'account.server.emailTaken',
  'account.server.phoneTaken',
  'account.server.valueTaken',
  'account.server.currentPasswordWrong',
  'account.server.proofRequired',
  'account.server.noPassword',
  'account.server.passwordTooShort',
  'account.server.passwordTooLong',
  'account.server.nameTooLong',
] as const;
