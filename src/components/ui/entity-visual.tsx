import { useId, type ReactNode } from "react";
import { clsx } from "clsx";
import { visualRecipe, type VisualPattern } from "../../lib/visual";

type EntityVisualProps = {
  /** The entity's name: the same name always draws the same picture. */
  name: string;
  alt: string;
  /** Icon or emoji drawn in the centre. */
  children?: ReactNode;
  className?: string;
};

const width = 640;
const height = 360;

function PatternShapes({ pattern }: { pattern: VisualPattern }) {
  switch (pattern) {
    case "dots":
      return <circle cx="10" cy="10" r="2.2" fill="white" fillOpacity="0.22" />;
    case "grid":
      return <path d="M20 0H0V20" fill="none" stroke="white" strokeOpacity="0.16" strokeWidth="1" />;
    case "diagonals":
      return <path d="M-5 5L5 -5M0 20L20 0M15 25L25 15" stroke="white" strokeOpacity="0.16" strokeWidth="2" />;
    case "rings":
      return <circle cx="10" cy="10" r="7" fill="none" stroke="white" strokeOpacity="0.16" strokeWidth="1.5" />;
    case "waves":
      return <path d="M0 10Q5 4 10 10T20 10" fill="none" stroke="white" strokeOpacity="0.2" strokeWidth="1.5" />;
  }
}

/**
 * The site's stand-in for photography: a gradient and geometric pattern derived
 * from the entity's name, with its icon on top. Fixed aspect ratio, so nothing shifts.
 */
export function EntityVisual({ name, alt, children, className }: EntityVisualProps) {
  const recipe = visualRecipe(name);
  // SVG ids are document-wide: suffix them so two visuals of one entity on a page stay valid.
  const uid = `${recipe.id}${useId().replace(/[^\w-]/g, "")}`;
  return (
    <div className={clsx("relative aspect-video w-full overflow-hidden", className)} role="img" aria-label={alt}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="absolute inset-0 size-full"
        aria-hidden="true"
        preserveAspectRatio="xMidYMid slice"
      >
        <defs>
          <linearGradient id={`${uid}-g`} gradientTransform={`rotate(${recipe.angle} 0.5 0.5)`}>
            <stop offset="0" stopColor={recipe.from} />
            <stop offset="1" stopColor={recipe.to} />
          </linearGradient>
          <pattern id={`${uid}-p`} width="20" height="20" patternUnits="userSpaceOnUse">
            <PatternShapes pattern={recipe.pattern} />
          </pattern>
        </defs>
        <rect width={width} height={height} fill={`url(#${uid}-g)`} />
        <rect width={width} height={height} fill={`url(#${uid}-p)`} />
        <circle cx={width * 0.82} cy={height * 0.15} r={height * 0.45} fill="white" fillOpacity="0.06" />
      </svg>
      {children && (
        <span className="absolute inset-0 flex items-center justify-center text-5xl text-white" aria-hidden="true">
          {children}
        </span>
      )}
    </div>
  );
}
