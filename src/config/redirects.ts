/**
 * Old case-study addresses that industry content still links to, and where
 * each story lives now. The server and host configs answer them with a permanent
 * redirect; `pages/[...moved].astro` writes a fallback page for plain static hosts.
 */
export const redirects = {
  "/success-stories/healthcare-ehr-platform": "/success-stories/telehealth-hospital-network",
  "/success-stories/retail-ai-platform": "/success-stories/ai-recommendation-ecommerce",
  "/success-stories/manufacturing-rfid-system": "/success-stories/rfid-inventory-management",
  "/success-stories/financial-dashboard-smbs": "/success-stories/smb-financial-dashboard",
} as const satisfies Record<string, string>;
