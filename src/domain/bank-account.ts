// US bank account details as a payout provider checks them: a 9-digit ABA routing number with
// its checksum, and a 4–17 digit account number. Pure rules, shared by the local test payout
// provider's form and its server.

export const bankAccountMessages = {
  holderName: 'Enter the account holder’s name.',
  routingNumber: 'Enter the 9-digit routing number.',
  routingChecksum: 'This routing number is not valid. Check it and try again.',
  accountNumber: 'Enter the account number (4 to 17 digits).',
  refused: 'The bank account could not be verified.',
  closed: 'The bank account is closed.',
} as const;

/** The local test payout provider's numbers (the same as Stripe's test bank accounts). */
export const TEST_ROUTING_NUMBER = '110000000';
export const TEST_ACCOUNT_OK = '000123456789';
export const TEST_ACCOUNT_REFUSED = '000111111116';
export const TEST_ACCOUNT_CLOSED = '000111111113';
/** Accepted when connected, but the bank returns every payout to it (Stripe's test number). */
export const TEST_ACCOUNT_PAYOUTS_FAIL = '000222222227';
export const PAYOUT_RETURNED_MESSAGE =
  'Your bank returned the payout. Check your deposit account details, or connect another account.';
export const LOCAL_TEST_BANK_NAME = 'Local Test Bank';

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function routingChecksumValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export interface BankAccountInput {
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
}

/** Field errors of a bank account form (empty when every field is well formed). */
export function bankAccountErrors(
  input: BankAccountInput,
): Partial<Record<keyof BankAccountInput, string>> {
  const errors: Partial<Record<keyof BankAccountInput, string>> = {};
  const name = input.accountHolderName.trim();
  if (name.length < 2 || name.length > 100)
    errors.accountHolderName = bankAccountMessages.holderName;
  const routing = digitsOnly(input.routingNumber);
  if (!/^\d{9}$/.test(routing)) errors.routingNumber = bankAccountMessages.routingNumber;
  else if (!routingChecksumValid(routing))
    errors.routingNumber = bankAccountMessages.routingChecksum;
  if (!/^\d{4,17}$/.test(digitsOnly(input.accountNumber)))
    errors.accountNumber = bankAccountMessages.accountNumber;
  return errors;
}

/** The numbers as the provider keeps them: digits only. */
export function normaliseBankAccount(input: BankAccountInput): BankAccountInput {
  return {
    accountHolderName: input.accountHolderName.trim(),
    routingNumber: digitsOnly(input.routingNumber),
    accountNumber: digitsOnly(input.accountNumber),
  };
}

/** The bank's words when it returns payouts to this test account (null: payouts arrive). */
export function testPayoutFailure(accountNumber: string): string | null {
  return accountNumber === TEST_ACCOUNT_PAYOUTS_FAIL ? PAYOUT_RETURNED_MESSAGE : null;
}

/** What the test provider does with a well-formed account: null accepts it, else the refusal. */
export function testAccountRefusal(accountNumber: string): string | null {
  if (accountNumber === TEST_ACCOUNT_REFUSED) return bankAccountMessages.refused;
  if (accountNumber === TEST_ACCOUNT_CLOSED) return bankAccountMessages.closed;
  return null;
}
