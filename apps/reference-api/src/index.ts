export { type AppOptions, createApp } from "./app.ts";
export { encrypt } from "./cipher.ts";
export { readSettings } from "./config.ts";
export { type BrandHeaderNames, brandFromHost, brandHeaders, type HostBrand } from "./host.ts";
export { hostRuleCases } from "./host-rule-cases.ts";
export { type BrandSource, builtBrandSource, folderBrandSource } from "./mail/mail-brands.ts";
export { brandAssetOrigins, contentSecurityPolicy } from "./page-policy.ts";
export { pageHeadersBlock, preloadsForHost, titleForHost } from "./portal-static.ts";
export { type RunningServer, type ServerOptions, startServer } from "./server.ts";
// Debian's PostgreSQL for tests that run API instances on one server (e2e/deploy.spec.ts).
export { createDatabase, freePort, type PostgresServer, startPostgres } from "./testing/postgres-server.ts";
// A captcha provider's siteverify, stood in locally (the API's captcha tests and e2e/captcha.spec.ts).
export { type SiteverifyStandIn, startSiteverifyStandIn } from "./testing/siteverify-stand-in.ts";
// A real SMTP server on a free port, to receive what the API sends (the mail tests and e2e/mail.spec.ts).
export { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "./testing/smtp-server.ts";
