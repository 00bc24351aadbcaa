// Product rules: plans and limits, upsells, credits, sign-on domain and continue links. They
// import only the document (a lint rule keeps it so). The billing and sign-on sites read them.
export * from './continue-url';
export * from './plans';
export * from './upsells';
export {
  creditsLine,
  itemCredit,
  licenceLabel,
  missingCredits,
  type CreditsOptions,
} from './credits';
export * from './sign-on-domain';
