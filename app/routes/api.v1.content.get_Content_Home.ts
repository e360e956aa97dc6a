import { listCarouselStories } from "~/kinds/photo-story/photo-story.server";
import { API_PUBLIC_CACHE, apiList } from "~/http/api.server";
import { carouselItemForApi } from "~/http/api-records.server";

// The home carousel's images, newest first.
export const loader = apiList("anyone", listCarouselStories, carouselItemForApi, API_PUBLIC_CACHE);
export const action = loader;
