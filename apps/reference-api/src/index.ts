export { type AppOptions, createApp } from "./app.ts";
export { type LiveBrandStore, openLiveBrandStore } from "./brand-store/live-brand-store.ts";
export { loginPreloadLinks, readLoginPreload } from "./brand-store/login-preload-links.ts";
export { encrypt } from "./cipher.ts";
export { federatedProviderSetting, readSettings } from "./config.ts";
export { type BrandHeaderNames, brandFromHost, brandHeaders, type HostBrand } from "./host.ts";
export { hostRuleCases } from "./host-rule-cases.ts";
export { type BrandSource, folderBrandSource } from "./mail/mail-brands.ts";
export { contentSecurityPolicy, noOrigins } from "./page-policy.ts";
export { pageHeadersBlock, titleForHost } from "./portal-static.ts";
export { type RunningServer, type ServerOptions, seedSettingNames, startServer } from "./server.ts";
// Debian's PostgreSQL for tests that run API instances on one server (e2e/deploy.spec.ts).
export { createDatabase, freePort, type PostgresServer, startPostgres } from "./testing/postgres-server.ts";
// A captcha provider's siteverify, stood in locally (the API's captcha tests and e2e/captcha.spec.ts).
export { type SiteverifyStandIn, startSiteverifyStandIn } from "./testing/siteverify-stand-in.ts";
// A real SMTP server on a free port, to receive what the API sends (the mail tests and e2e/mail.spec.ts).
export { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "./testing/smtp-server.ts";
// Brand stores for tests that serve the portal (e2e, the bench, the budget test).
export { servedRevision, testBrandStore } from "./testing/test-brand-store.ts";
// The scrypt cost of servers that tests start (the journeys', the API tests').
export { testScryptCost } from "./testing/test-scrypt-cost.ts";
