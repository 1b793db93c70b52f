import { buttonClassName } from "#/components/ui/button.ts"
import { Field, Honeypot, type FieldProps } from "#/components/ui/field.tsx"
import { FormHiddenFields } from "#/components/ui/form-setup.tsx"
import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import type { FormSetup } from "#/lib/forms.ts"
import type { Picture } from "#/lib/pictures.ts"

export type BlogComment = {
  id: string
  name: string
  avatar: Picture
  date: string
  dateLabel: string
  text: string
}

export type BlogCommentsProps = {
  /** The section's id (the byline's comment count links here); the heading's is `${id}-title`. */
  id: string
  /** "3 Comments". */
  title: string
  comments: readonly BlogComment[]
  /** Where a reply link goes: the comment form. */
  replyHref: string
  labels?: { reply: string; replyTo: string }
}

/** The comment thread under a post; each comment has a reply link to the comment form. */
export function BlogComments({
  id,
  title,
  comments,
  replyHref,
  labels = { reply: "Reply", replyTo: "to" },
}: BlogCommentsProps) {
  return (
    <section data-pagefind-ignore="all" id={id} aria-labelledby={`${id}-title`} className="mt-16 reveal scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      <ol className="mt-8 grid gap-6">
        {comments.map((comment) => (
          <li key={comment.id}>
            <article
              aria-labelledby={`${comment.id}-name`}
              className="flex gap-4 rounded-(--radius-card) border border-line bg-surface p-5 sm:gap-5 sm:p-6"
            >
              <Img image={comment.avatar} className="size-12 shrink-0 rounded-full bg-surface-2 sm:size-14" />
              <div className="grid grow gap-2">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <h3 id={`${comment.id}-name`} className="text-lg font-semibold text-ink">
                    {comment.name}
                  </h3>
                  <Link
                    href={replyHref}
                    className="inline-flex min-h-8 items-center text-sm font-semibold text-brand-strong hover:underline"
                  >
                    {labels.reply}
                    <span className="sr-only">{` ${labels.replyTo} ${comment.name}`}</span>
                  </Link>
                </div>
                <time dateTime={comment.date} className="text-sm text-muted">
                  {comment.dateLabel}
                </time>
                <p className="text-ink-soft">{comment.text}</p>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  )
}

export type BlogCommentFormProps = {
  /** The section's id (reply links point here); the heading's is `${id}-title`. */
  id: string
  title: string
  lead: string
  fields: readonly FieldProps[]
  cancel: string
  submit: string
}

/**
 * "Leave a comment": name, email and comment, with Cancel (a native reset) and Publish. With an
 * endpoint it posts without JavaScript too; without one `method="dialog"` sends nothing. The page
 * wraps it in the form-status island.
 */
export function BlogCommentForm({
  id,
  title,
  lead,
  fields,
  cancel,
  submit,
  honeypot,
  setup,
}: BlogCommentFormProps & {
  /** The hidden anti-spam field's label: the shell dictionary's (`ui(locale).forms.honeypot`). */
  honeypot: string
  setup: FormSetup
}) {
  const titleId = `${id}-title`
  return (
    <form
      data-pagefind-ignore="all"
      id={id}
      {...setup.attributes}
      aria-labelledby={titleId}
      className="relative mt-16 grid scroll-mt-24 gap-5 rounded-(--radius-panel) border border-line bg-canvas p-6 shadow-card sm:grid-cols-2 sm:p-10"
    >
      <div className="grid gap-2 sm:col-span-2">
        <h2 id={titleId} className="text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h2>
        <p className="text-muted">{lead}</p>
      </div>
      <FormHiddenFields setup={setup} />
      {fields.map((field) => (
        <Field
          key={field.name}
          idPrefix={`${id}-`}
          {...field}
          className={field.type === "textarea" ? "sm:col-span-2" : undefined}
        />
      ))}
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <button type="reset" className={buttonClassName({ variant: "secondary", size: "lg" })}>
          {cancel}
        </button>
        <button type="submit" className={buttonClassName({ size: "lg" })}>
          {submit}
        </button>
      </div>
      <Honeypot label={honeypot} />
    </form>
  )
}
