/** Addresses shared by the Playwright config and the tests. */
export const sitePort = Number(process.env["E2E_PORT"] ?? 4322);
export const formServicePort = Number(process.env["FORM_SERVICE_PORT"] ?? 4323);
export const formServiceOrigin = `http://127.0.0.1:${formServicePort}`;
/** The build under test posts its forms to the local stand-in, at the company mailbox's path. */
export const testFormEndpoint = `${formServiceOrigin}/hello@bighornsoftware.example`;
