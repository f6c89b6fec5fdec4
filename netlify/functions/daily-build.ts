// Netlify: rebuilds the site every morning, so a post dated today is published without anyone deploying.
// Create a build hook (Site configuration, Build & deploy, Build hooks) and set its URL as BUILD_HOOK_URL.
export default async (): Promise<Response> => {
  const hook = process.env["BUILD_HOOK_URL"];
  if (!hook) {
    console.log("daily build: BUILD_HOOK_URL is not set, so scheduled posts wait for the next deploy");
    return new Response(null, { status: 204 });
  }
  const answer = await fetch(hook, { method: "POST" });
  console.log(`daily build: the build hook answered ${answer.status}`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: "0 6 * * *" };
