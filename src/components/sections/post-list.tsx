import type { Post } from "../../schemas/index.ts";
import { GridList } from "../ui/grid-list.tsx";
import { PostCard } from "./post-card.tsx";

export type ListedPost = Pick<Post, "id" | "title" | "summary" | "category" | "date" | "imageAlt" | "tags" | "picture">;

/** Post cards in the blog's grid: three columns, fewer where a page's count would strand one. */
export function PostList({ posts, linkLabel }: { posts: readonly ListedPost[]; linkLabel: string }) {
  return (
    <GridList of="cards" items={posts} getKey={(post) => post.id} columns={{ md: 2, lg: 3 }} className="gap-6">
      {(post, index) => <PostCard post={post} linkLabel={linkLabel} priority={index === 0 && "high when near"} />}
    </GridList>
  );
}
