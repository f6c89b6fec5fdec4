import { fields } from "@keystatic/core";
import { useState } from "react";
import { pictureProblem } from "../src/lib/pictures/rules.ts";
import { FieldProblem } from "./field-problem.tsx";

/** Where the admin keeps an entry's pictures: a folder beside its file, and the path written into the file. */
export type PictureFolder = { directory: string; publicPath: string };

type Picture = { data: Uint8Array; extension: string; filename: string };
const problemOf = (picture: Picture | null) =>
  picture ? pictureProblem({ name: picture.filename, bytes: picture.data.byteLength }) : undefined;

/**
 * Keystatic's image field with the site's rules: a file over the size limit or in another format is refused the
 * moment it is chosen, with the reason under the field, and can never be saved. The file is stored beside the
 * entry (`<folder>/<entry>/<field>.<ext>`), where the build finds it.
 */
export function pictureField({
  label,
  description,
  folder,
}: {
  label: string;
  description?: string;
  folder: PictureFolder;
}) {
  const base = fields.image({
    label,
    ...(description === undefined ? {} : { description }),
    directory: folder.directory,
    publicPath: folder.publicPath,
  });
  return {
    ...base,
    Input(props: Parameters<typeof base.Input>[0]) {
      const [refusal, setRefusal] = useState<string>();
      return (
        <div>
          {base.Input({
            ...props,
            onChange: (picture) => {
              const problem = problemOf(picture);
              setRefusal(problem);
              if (!problem) props.onChange(picture);
            },
          })}
          {refusal && <FieldProblem>{refusal}</FieldProblem>}
        </div>
      );
    },
    validate(picture: Picture | null) {
      const problem = problemOf(picture);
      if (problem) throw new Error(problem);
      return base.validate(picture);
    },
  };
}
