import { type ReactNode, useEffect, useRef, useState } from "react";

interface FallbackImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** What to show instead when the image cannot load. */
  fallback: ReactNode;
  loading?: "eager" | "lazy";
  className?: string;
}

/**
 * An image that gives way to a fallback when it fails to load. A prerendered image can fail before
 * React hydrates and attaches `onError`, so the mount effect also checks for an image that has
 * already finished loading with nothing to show.
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  fallback,
  loading = "lazy",
  className,
}: FallbackImageProps) {
  const { image, failed, onError: setFailed } = useLoadFailure();

  if (failed) return <>{fallback}</>;
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
      onError={setFailed}
    />
  );
}

/**
 * Whether an image failed to load: from its `onError`, or, for a prerendered image that failed
 * before React hydrated and attached it, from the element itself once mounted.
 */
export function useLoadFailure() {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = image.current;
    // Reading the element after hydration is the only way to see an error that came before it.
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  return { image, failed, onError: () => setFailed(true) };
}
