import type { Post } from "../../lib/content-schemas";
import { PostCard } from "./post-card";

export type ListedPost = Pick<Post, "id" | "title" | "summary" | "category" | "date" | "imageAlt" | "tags">;

/** Post cards in the blog's three-column grid. */
export function PostList({ posts }: { posts: readonly ListedPost[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
