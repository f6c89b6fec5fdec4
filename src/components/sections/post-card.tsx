import { categoryName } from "../../lib/blog/filter.ts";
import type { Post } from "../../schemas/index.ts";
import { formatDate, isoDate } from "../../lib/text/dates.ts";
import { paths } from "../../lib/navigation/urls.ts";
import { ArrowLink } from "../ui/arrow-link.tsx";
import { Badge } from "../ui/badge.tsx";
import { Card, CardTitle } from "../ui/card.tsx";
import { EntityVisual } from "../ui/entity-visual.tsx";
import type { Priority } from "../ui/responsive-picture.tsx";

type PostCardProps = {
  post: Pick<Post, "id" | "title" | "summary" | "category" | "date" | "imageAlt" | "picture">;
  /** The link under the card, such as Read Article (Blog pages in the admin). */
  linkLabel: string;
  /** The first card of a list page, in the first screen: its picture loads at once (see ResponsivePicture). */
  priority?: Priority;
};

export function PostCard({ post, linkLabel, priority = false }: PostCardProps) {
  return (
    <Card>
      <EntityVisual
        name={post.title}
        alt={post.imageAlt}
        picture={post.picture}
        priority={priority}
        icon={{ name: "newspaper" }}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <Badge>{categoryName(post.category)}</Badge> <time dateTime={isoDate(post.date)}>{formatDate(post.date)}</time>
      </div>
      <CardTitle>{post.title}</CardTitle>
      <p className="text-sm">{post.summary}</p>
      <ArrowLink inCard href={paths.post(post.id)} srContext={`: ${post.title}`}>
        {linkLabel}
      </ArrowLink>
    </Card>
  );
}
