/**
 * A case study result is one line that starts with its figure ("30% increase in ...", "5,000 customers
 * ...", "3x day-30 retention", "Zero outages ..."). Split there, the figure is shown as a big number and
 * the rest reads after it; a line without a leading figure is shown as it is.
 */
export type ResultFigure = { metric: string; description: string } | { metric?: undefined; description: string };

const FIGURE =
  /^(Zero|(?:Under |Over )?[<>~]?\d[\d.,]*(?:%|x|\+)?(?: ?(?:s|ms|seconds|minutes|hours|days|weeks|months|years)\b)?)\s+(.+)$/;

export function splitResult(result: string): ResultFigure {
  const match = FIGURE.exec(result.trim());
  return match?.[1] && match[2] ? { metric: match[1], description: match[2] } : { description: result.trim() };
}
