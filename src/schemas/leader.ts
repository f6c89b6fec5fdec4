import { z } from "astro/zod";
import { labeled, line, name, order, paragraph, picture, sample, text, type Pictured, listFile } from "./fields.ts";

/** A leader on the about page, kept with the others in one file (src/content/leaders.json). */
export const leaderSchema = z.object({
  order: order("leaders"),
  name: labeled(name, "Name"),
  role: labeled(text, "Role"),
  bio: paragraph("Short biography"),
  portrait: picture(
    "Portrait",
    "A head-and-shoulders photo, cropped to a circle, at least 300 pixels square; without one, the initials are shown.",
  ),
  portraitAlt: labeled(
    line(250),
    "Portrait description",
    "What the photograph shows, such as Elena Marsh in the Sheridan office; read aloud to visitors who cannot see it.",
  ),
  sample,
});

export const leadersFileSchema = listFile(leaderSchema, "Leader", "name");
export type Leader = Pictured<z.infer<typeof leaderSchema>, "portrait">;
