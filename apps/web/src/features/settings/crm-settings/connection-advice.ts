/** What the user can do about a failed connection test (spec §8 errorType advice). */
export function connectionAdviceOf(errorType: string | null | undefined): string | null {
  switch (errorType) {
    case 'inactive_org':
      return 'Your Salesforce org is inactive. Reactivate it, or create a new Salesforce developer org and connect it.';
    case 'token_expired':
    case 'invalid_credentials':
      return 'Your CRM access is no longer valid. Disconnect the CRM, then reconnect it under Integrations.';
    case 'not_connected':
      return 'Connect the CRM under Integrations, then test again.';
    default:
      return null;
  }
}
