/**
 * Test helpers of the SDK (`@gse/sdk/testing`): an in-memory transport and storage, unsigned tokens and a
 * runtime on them, for stories and tests. Kept out of the production entry, so no page ships them.
 */
export { fakeJwt } from "./fake-jwt.ts";
export {
  createFakeTransport,
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
  type FakeTransport,
} from "./fake-transport.ts";
export { MemoryStorage } from "./memory-storage.ts";
export { createRuntimeFixture, type RuntimeFixture, referenceConfig } from "./runtime-fixture.ts";
