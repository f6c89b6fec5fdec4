/**
 * Old case-study addresses that industry content still links to, and where
 * each story lives now. Every host answers them with one permanent redirect that keeps
 * the query string; no page is written at the old address (a file there would win on Netlify).
 */
export const redirects = {
  "/success-stories/healthcare-ehr-platform": "/success-stories/telehealth-hospital-network",
  "/success-stories/retail-ai-platform": "/success-stories/ai-recommendation-ecommerce",
  "/success-stories/manufacturing-rfid-system": "/success-stories/rfid-inventory-management",
  "/success-stories/financial-dashboard-smbs": "/success-stories/smb-financial-dashboard",
} as const satisfies Record<string, string>;
