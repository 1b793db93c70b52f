/**
 * The blog's addresses: the list, a post, and a category's, tag's and author's pages. Plain
 * functions of an id or a name, so the pages, the feed and the browser tests build the same URLs
 * from one place.
 */
import { slugify } from "./format.ts"

export const blogHref = "/blog/"
export const postHref = (post: { id: string } | string) => `/blog/${typeof post === "string" ? post : post.id}/`
export const categoryHref = (name: string) => `/blog/category/${slugify(name)}/`
export const tagHref = (name: string) => `/blog/tag/${slugify(name)}/`
export const authorHref = (id: string) => `/blog/author/${id}/`
