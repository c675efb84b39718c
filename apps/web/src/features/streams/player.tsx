/** The HLS player at 9:5, autoplay muted; hls.js loads only when a stream plays. */
import { useEffect, useRef } from 'react';

export function StreamPlayer({ src, title }: { src: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      return;
    }
    let destroy = () => {};
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled || !Hls.isSupported()) return;
      const hls = new Hls();
      hls.loadSource(src);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src]);
  return (
    <video
      ref={video}
      title={title}
      autoPlay
      muted
      playsInline
      controls
      style={{ width: '100%', aspectRatio: '9 / 5', background: '#000', borderRadius: 'var(--radius-sm)' }}
    />
  );
}
