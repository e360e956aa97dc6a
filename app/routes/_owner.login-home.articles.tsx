// The owner's article links: the list, ordered, and the form that adds one (kinds/article-link/).
export { ownerArticleLinksLoader as loader, ownerArticleLinksAction as action } from "~/kinds/article-link/article-link.server";
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";
export { ownerArticleLinksMeta as meta, OwnerArticleLinksPage as default } from "~/kinds/article-link/article-link";
