import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

// Tabs after the WAI-ARIA Authoring Practices' tabs pattern with automatic activation, for the vendor page: the same
// roles, attributes and keys as Radix Tabs (ui/tabs.tsx), in about 1 KB rather than the 9 KB Radix Tabs brings with
// its roving focus, collection and presence helpers (decision 076). Only the selected panel is rendered, as Radix
// does without `forceMount`, so a tab's code (the map) runs when it is opened.

type TabsState = { value: string; select: (value: string) => void; idOf: (part: "tab" | "panel", value: string) => string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("A tab is used outside <LightTabs>");
  return state;
}

/** The tabs' root: which tab is selected (`defaultValue` first), and the ids that tie each tab to its panel. */
export function LightTabs({ defaultValue, children }: { defaultValue: string; children: ReactNode }) {
  const [value, select] = useState(defaultValue);
  const base = useId();
  const idOf = (part: "tab" | "panel", tab: string) => `${base}-${part}-${tab}`;
  return <TabsContext.Provider value={{ value, select, idOf }}>{children}</TabsContext.Provider>;
}

/** The row of tabs. Arrow keys move to the previous or next tab and select it (wrapping), Home and End to the ends. */
export function LightTabsList({ className, children, "aria-label": label }: { className?: string; children: ReactNode; "aria-label": string }) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next =
      event.key === "ArrowRight" ? (current + 1) % tabs.length
      : event.key === "ArrowLeft" ? (current - 1 + tabs.length) % tabs.length
      : event.key === "Home" ? 0
      : event.key === "End" ? tabs.length - 1
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.focus();
    tabs[next]!.click();
  };
  return (
    <div ref={list} role="tablist" aria-orientation="horizontal" aria-label={label} className={cn("tabs-list", className)} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

/** One tab: the only Tab stop of the list when selected. */
export function LightTabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={selected}
      aria-controls={tabs.idOf("panel", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      className="tabs-trigger"
      onClick={() => tabs.select(value)}
    >
      {children}
    </button>
  );
}

/** A tab's panel, focusable so the keyboard reaches a panel without controls; empty and hidden unless selected. */
export function LightTabsContent({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      data-state={selected ? "active" : "inactive"}
      hidden={!selected}
      tabIndex={0}
      className={cn("tabs-content", className)}
    >
      {selected ? children : null}
    </div>
  );
}
