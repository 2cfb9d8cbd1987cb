// The HTML invoker commands (`commandfor` and `command` on a button), which @types/react does not
// know yet: a button opens or closes a <dialog> by itself, before and without scripts.
import "react";

declare module "react" {
  // T must stay: a declaration merges only with an interface of the same type parameters.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | `--${string}`;
  }
}
