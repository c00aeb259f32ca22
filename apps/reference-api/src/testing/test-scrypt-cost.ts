/**
 * scrypt's cost (log2 N) for servers that tests start: N=2^12, fast enough for tests that hash hundreds of times
 * on two shared cores. The production default (config.ts) is the password-hashing tests' and the bench's.
 */
export const testScryptCost = 12;
