import { Badge } from "../ui/badge.tsx";

/** Technologies as a row of small tags, announced as one labeled list. */
export function TechList({ technologies, label }: { technologies: readonly string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {technologies.map((tech) => (
        <li key={tech}>
          <Badge tone="muted">{tech}</Badge>
        </li>
      ))}
    </ul>
  );
}
