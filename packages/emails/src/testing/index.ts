export { emailMocks } from "./email-mocks.ts";
