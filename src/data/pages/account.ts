/** Sign in, sign up and reset password. The forms keep everything in the browser unless an endpoint is set. */
import type { AuthFormProps } from "#/components/sections/auth-form.tsx"
import type { FieldProps } from "#/components/ui/field.tsx"
import { brand } from "#/config/site.ts"

const emailField = {
  name: "email",
  label: "Email address",
  type: "email",
  required: true,
  autoComplete: "email",
  placeholder: "you@company.com",
} satisfies FieldProps

export const signIn = {
  meta: {
    title: "Sign in",
    description: `Sign in to your ${brand.name} client account to follow projects, approve designs and download files.`,
  },
  banner: { title: "Sign In" },
  form: {
    id: "sign-in-title",
    title: "Welcome back",
    lead: "Sign in to follow your projects, approve designs and download files.",
    fields: [
      emailField,
      {
        name: "password",
        label: "Password",
        type: "password",
        required: true,
        autoComplete: "current-password",
        placeholder: "Your password",
      },
    ],
    checkbox: { name: "remember", label: "Remember me" },
    aside: { label: "Forget password?", href: "/reset-password/" },
    submit: "Login Now",
    footer: { text: `New to ${brand.name}?`, link: { label: "Create an account", href: "/sign-up/" } },
  },
} satisfies { meta: object; banner: object; form: AuthFormProps }

export const signUp = {
  meta: {
    title: "Create an account",
    description: `Create a free ${brand.name} account to brief a project, share files and see progress in one place.`,
  },
  banner: { title: "Sign Up" },
  form: {
    id: "sign-up-title",
    title: "Create your account",
    lead: "Brief a project, share files and see progress in one place. Free, no card needed.",
    fields: [
      { name: "name", label: "Full name", required: true, autoComplete: "name", placeholder: "Jordan Smith" },
      emailField,
      {
        name: "password",
        label: "Password",
        type: "password",
        required: true,
        autoComplete: "new-password",
        minLength: 8,
        hint: "At least 8 characters.",
        placeholder: "Choose a password",
      },
    ],
    checkbox: {
      name: "terms",
      label: "I agree to the {terms} and the {privacy}",
      links: {
        terms: { label: "terms of service", href: "/terms/" },
        privacy: { label: "privacy policy", href: "/privacy/" },
      },
      required: true,
    },
    submit: "Create Account",
    footer: { text: "Already have an account?", link: { label: "Sign in now", href: "/sign-in/" } },
  },
} satisfies { meta: object; banner: object; form: AuthFormProps }

export const resetPassword = {
  meta: {
    title: "Reset your password",
    description: `Forgot your ${brand.name} password? Enter your email address and we will send you a link to choose a new one.`,
  },
  banner: { title: "Reset Password" },
  form: {
    id: "reset-title",
    title: "Forgot your password?",
    lead: "Enter the email address you signed up with and we will send you a link to choose a new one.",
    fields: [emailField],
    submit: "Send Reset Link",
    footer: { text: "Remembered it?", link: { label: "Sign in now", href: "/sign-in/" } },
  },
} satisfies { meta: object; banner: object; form: AuthFormProps }
