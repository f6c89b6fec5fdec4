import type { Post } from "../../lib/content-schemas";
import { GridList } from "../ui/grid-list";
import { PostCard } from "./post-card";

export type ListedPost = Pick<Post, "id" | "title" | "summary" | "category" | "date" | "imageAlt" | "tags">;

/** Post cards in the blog's grid: three columns, fewer where a page's count would strand one. */
export function PostList({ posts }: { posts: readonly ListedPost[] }) {
  return (
    <GridList items={posts} getKey={(post) => post.id} columns={{ md: 2, lg: 3 }} className="gap-6">
      {(post) => <PostCard post={post} />}
    </GridList>
  );
}
