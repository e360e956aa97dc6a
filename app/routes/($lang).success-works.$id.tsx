// A photo story's own page, /success-works/<id> (kinds/photo-story/).
export { publicPageHeaders as headers } from "~/http/cache-headers";
export { photoStoryLoader as loader } from "~/kinds/photo-story/photo-story.server";
export { photoStoryMeta as meta, PhotoStoryPage as default } from "~/kinds/photo-story/photo-story";
