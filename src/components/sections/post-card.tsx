import { Icon } from "../ui/icon";
import { categoryName } from "../../lib/blog-filter";
import type { Post } from "../../lib/content-schemas";
import { formatDate, isoDate } from "../../lib/dates";
import { paths } from "../../lib/urls";
import { ArrowLink } from "../ui/arrow-link";
import { Badge } from "../ui/badge";
import { Card, CardBody, CardFooter, CardTitle } from "../ui/card";
import { EntityVisual } from "../ui/entity-visual";

type PostCardProps = { post: Pick<Post, "id" | "title" | "summary" | "category" | "date" | "imageAlt"> };

export function PostCard({ post }: PostCardProps) {
  return (
    <Card>
      <EntityVisual name={post.title} alt={post.imageAlt}>
        <Icon name="newspaper" className="size-12 stroke-[1.5]" />
      </EntityVisual>
      <CardBody>
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <Badge>{categoryName(post.category)}</Badge>{" "}
          <time dateTime={isoDate(post.date)}>{formatDate(post.date)}</time>
        </div>
        <CardTitle>{post.title}</CardTitle>
        <p className="text-sm text-muted">{post.summary}</p>
      </CardBody>
      <CardFooter>
        <ArrowLink href={paths.post(post.id)} srContext={`: ${post.title}`}>
          Read Article
        </ArrowLink>
      </CardFooter>
    </Card>
  );
}
