/**
 * Test helpers of the SDK (`@gse/sdk/testing`): the fake API (in memory, built from the contract's descriptors),
 * memory storage, unsigned tokens and a runtime on them, for stories and tests. Kept out of the production entry, so no page ships them.
 */

export {
  createFakeApi,
  type FakeApi,
  type FakeCallRequest,
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
  type FakeRoute,
  OffContract,
  route,
} from "./fake-api.ts";
export { fakeJwt } from "./fake-jwt.ts";
export { MemoryStorage } from "./memory-storage.ts";
export { createRuntimeFixture, type RuntimeFixture, referenceConfig } from "./runtime-fixture.ts";
