import { afterEach, describe, expect, it } from "vitest";
import { startFormService, type FormService } from "./form-service-stand-in.ts";

let service: FormService | undefined;
afterEach(async () => {
  await service?.stop();
  service = undefined;
});

const forward = (origin: string) =>
  fetch(`${origin}/ajax/leads@bighorn.test`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "Full%20Name=Pat",
  });

describe("the stand-in form service", () => {
  it("holds a post unanswered until released, then answers it in the mode of that moment", async () => {
    service = await startFormService();
    const release = service.hold();
    let answered = false;
    const answer = forward(service.origin).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    expect(service.received).toEqual([]);
    await service.setMode("error");
    release();
    expect((await answer).status).toBe(500);
    expect(service.received).toEqual([]);
  });

  it("answers at once again after the release, and records what it accepts", async () => {
    service = await startFormService();
    service.hold()();
    const response = await forward(service.origin);
    expect(await response.json()).toEqual({ success: "true" });
    expect(service.received.map((submission) => submission.fields)).toEqual([{ "Full Name": "Pat" }]);
  });
});
