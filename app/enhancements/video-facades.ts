/** A click on a video's picture swaps in the privacy-enhanced YouTube player; without JavaScript the link opens YouTube. */
export function enhanceVideoFacades() {
  for (const facade of document.querySelectorAll<HTMLAnchorElement>("a[data-video-facade]")) {
    facade.addEventListener("click", (event) => {
      event.preventDefault();
      const player = document.createElement("iframe");
      player.src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(facade.dataset.youtubeId ?? "")}?autoplay=1`;
      player.title = facade.dataset.title ?? "";
      if (facade.dataset.titleLang) player.lang = facade.dataset.titleLang;
      player.allow = "autoplay; encrypted-media; picture-in-picture";
      player.allowFullscreen = true;
      player.className = "absolute inset-0 h-full w-full";
      facade.replaceWith(player);
    });
  }
}
