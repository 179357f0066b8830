import { financialEn } from './financial/en';
import { specTextsEn } from './spec-texts/en';
import { messagesEn } from '@chargedeck/shared';
import { notificationsEn } from './notifications/en';
import { transactionsEn } from './transactions/en';
import { usageEn } from './usage/en';
import { qrPageEn } from './qr-page/en';
import { alertsEn } from './alerts/en';
import { configurationsEn } from './configurations/en';
import { smartChargingEn } from './smart-charging/en';
import { vouchersEn } from './vouchers/en';
import { reportsEn } from './reports/en';
import { dashboardEn } from './dashboard/en';
import { usersEn } from './users/en';
import { stationsEn } from './stations/en';
import { pricingEn } from './pricing/en';
import { stationOpsEn } from './station-ops/en';
import type { Dictionary } from './pt-br';

export const en: Dictionary = {
  specTexts: specTextsEn,
  msg: messagesEn,
  common: {
    loading: 'Loading…',
    retry: 'Try again',
  },
  errors: {
    network: 'Could not reach the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    bootFailed: 'Dashboard could not start. Reload the page.',
  },
  menu: {
    vouchers: 'Vouchers',
    voucherForm: 'Voucher',
    virtualGroups: 'Configurations',
    virtualGroupForm: 'Configuration',
    stations: 'Stations',
    dynamicPricing: 'Dynamic pricing',
    dynamicPricingProfile: 'Pricing profile',
    stationForm: 'Station',
    stationGroups: 'Station Groups',
    stationGroupForm: 'Station Group',
    generalView: 'General View',
    support: 'Support',
    pushNotification: 'Push Notification',
    logs: 'Logs',
    ocppTags: 'OCPP Tags',
    unknownTags: 'Unknown RFID Tags',
    ocppTagForm: 'OCPP Tag',
    operations: 'Operations',
    chargingProfileForm: 'Charging profile',
    users: 'Users',
    userForm: 'User',
    transactions: 'Transactions',
    financial: 'Financial movements',
    indicators: 'Usage Indicators',
    alerts: 'Alerts',
  },
  home: {
    title: 'General View',
  },
  layout: {
    language: 'Language',
    languages: {
      'pt-BR': 'Português (Brasil)',
      en: 'English',
      'es-CO': 'Español (Colombia)',
      'es-EC': 'Español (Ecuador)',
      'es-UY': 'Español (Uruguay)',
    },
    skipToContent: 'Skip to content',
    openMenu: 'Open menu',
    navigation: 'Main navigation',
    notifications: 'Notifications',
    noNotifications: 'No notifications',
    profile: 'My profile',
    logout: 'Logout',
    menuAreas: {
      overview: 'Overview',
      stations: 'Charging network',
      people: 'People and cards',
      money: 'Money',
      service: 'Service and records',
    },
  },
  auth: {
    email: 'E-mail',
    emailRequired: 'Enter your e-mail.',
    emailInvalid: 'Enter a valid e-mail.',
    password: 'Password',
    passwordRequired: 'Enter your password.',
    backToLogin: 'Back to login',
    login: {
      title: 'Sign in to your account',
      submit: 'Enter',
      forgotPassword: 'Forgot my password',
      noAccount: "Don't have an account?",
      register: 'Sign up',
    },
    register: {
      title: 'Create account',
      name: 'Name (optional)',
      submit: 'Submit',
      success: 'Account created! An administrator must grant you access before you can sign in.',
      haveAccount: 'Already have an account?',
    },
    recover: {
      title: 'Recover password',
      description: 'Enter the e-mail of your account to receive a verification code.',
      submit: 'Send code',
    },
    recoverChange: {
      title: 'New password',
      description: 'Enter the code sent to {{email}} and choose a new password.',
      descriptionNoEmail: 'Enter your e-mail, the code you received and the new password.',
      code: 'Verification code',
      codeRequired: 'Enter the 6-digit code.',
      newPassword: 'New password',
      submit: 'Change password',
    },
    passwordRules: {
      title: 'The password needs:',
      length: '8 to 25 characters',
      uppercase: 'an uppercase letter',
      lowercase: 'a lowercase letter',
      special: 'a special character',
      number: 'a number',
      met: 'met',
      unmet: 'not met',
    },
    robotCheck: {
      loading: 'Loading verification…',
      failed: 'The security check could not be loaded.',
      label: 'Security check',
    },
  },
  legal: {
    privacyPolicy: 'Privacy Policy',
    termsOfUse: 'Terms of Use',
    termsFailed: 'The company details for the terms of use could not be loaded.',
    back: 'Back',
    cookieText:
      'We use cookies and local storage to keep your session and preferences, as the LGPD requires us to tell you.',
    cookieAccept: 'Accept',
    cookieMore: 'Learn more',
    cookieLabel: 'Cookie notice',
  },
  messages: {
    message: 'Message',
    required: 'The message field is required.',
    send: 'Send',
    tooLong: 'The message may have at most {{max}} characters.',
    counter: '{{count}} of {{max}} characters',
  },
  support: {
    title: 'Support',
    description: 'Write to the support team. The answer will reach your e-mail.',
    subject: 'Subject',
    subjects: {
      general: 'General',
      complaint: 'Complaint',
      suggestion: 'Suggestion',
    },
  },
  push: {
    description: "The message goes to the registered phones of this account's users.",
    sandbox: 'Sandbox (test)',
    sandboxHint: 'Test mode: notifications are recorded on the server and do not reach phones.',
    fcm: 'Firebase Cloud Messaging',
  },
  logs: {
    title: 'Logs',
    tenant: 'Account',
    range: 'Download old logs',
    rangeHint:
      'Today, in UTC. Choose a period (up to 5 days, within the last 4 months) to download its daily files.',
    rangeChosen: 'The download of the chosen period has started.',
    download: 'Download log',
    clear: 'Clear filters',
    reload: 'Reload',
    empty: 'No log lines today.',
  },
  threeDs: {
    authenticating: 'Authenticating the card…',
    done: 'Authentication finished. You can go back to the app.',
    waiting: 'Waiting for the app…',
    sandbox: 'Sandbox: no real card is charged',
  },
  notFound: {
    text: 'Page not found.',
    home: 'Go to start',
  },
  stationOps: stationOpsEn,
  notifications: notificationsEn,
  stations: stationsEn,
  pricing: pricingEn,
  users: usersEn,
  transactions: transactionsEn,
  financial: financialEn,
  usage: usageEn,
  qrPage: qrPageEn,
  alerts: alertsEn,
  configurations: configurationsEn,
  smartCharging: smartChargingEn,
  vouchers: vouchersEn,
  reports: reportsEn,
  dashboard: dashboardEn,
};
