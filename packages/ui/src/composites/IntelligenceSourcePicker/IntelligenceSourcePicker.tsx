'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PlusIcon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs';
import { PREVIEW_LENGTH, previewText } from '../SelectorModal/previewText';
import { emptyState, itemText, listArea, loading } from '../SelectorModal/SelectorModal.css';
import { ItemSummary, SelectorList } from '../SelectorModal/SelectorList';
import { useOnOpen } from '../SelectorModal/useOnOpen';
import {
  body,
  card,
  logo as logoClass,
  modelId,
  providerBar,
} from './IntelligenceSourcePicker.css';
import {
  emptyTextFor,
  initialProvider,
  initialSourceType,
  providersOf,
  sourceTypes,
  toIntelligenceSource,
  type IntelligenceSource,
  type ModelEntry,
  type SourceType,
} from './sourceModel';

/** What `renderCreateForm` receives. */
export interface SourceFormProps {
  /** The kind of connection to create. */
  type: SourceType;
  /** Call once saved: the picker returns to the models and chooses the saved one, if given. */
  onDone: (saved?: ModelEntry) => void;
  /** Call when the form is cancelled: the picker returns to the models. */
  onCancel: () => void;
}

export interface IntelligenceSourcePickerProps {
  /** The configured models of each source type. */
  models: Partial<Record<SourceType, readonly ModelEntry[]>>;
  /** The confirmed source, or null when none is chosen. */
  value: IntelligenceSource | null;
  /** Called by 'Add language model' with the chosen model. Cancel never calls it. */
  onChange: (source: IntelligenceSource) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Source types that cannot be selected (their tabs are disabled). @default [] */
  disabledTypes?: readonly SourceType[];
  /** The models are still loading. */
  isLoading?: boolean;
  /** @default 'Please wait! loading the models data for you...' */
  loadingText?: string;
  /** The create form behind the 'New LLM', 'New SLM' and 'New STS' buttons, shown in place of the models. */
  renderCreateForm?: (props: SourceFormProps) => ReactNode;
  /** @default 'Intelligence Source' */
  title?: string;
  /** @default 'Add language model' */
  addLabel?: string;
}

type View = { mode: 'list' } | { mode: 'form'; type: SourceType };

/**
 * The intelligence source picker, a variant of the selector modal: tabs for the source type
 * (LLM, SLM, STS), then provider tabs, then model cards with the provider's logo at 48px and a
 * description cut to 110 characters. 'New LLM' (SLM, STS) opens the caller's create form in
 * place; Cancel and 'Add language model' close it. It opens on STS when both LLM and SLM are
 * disabled, otherwise on SLM when a small model is in use, else on LLM; changing the type
 * clears the choice.
 *
 * Accessibility: both tab rows are tab lists (arrow keys move and select; disabled types are
 * skipped and announced as unavailable). The models of a provider are a grid of selectable
 * cards: Tab moves into it, arrows move between cards, Space or Enter chooses. The provider
 * logos are decorative; each card is named by the connection's name.
 */
export function IntelligenceSourcePicker({
  models,
  value,
  onChange,
  isOpen,
  onOpenChange,
  disabledTypes = [],
  isLoading = false,
  loadingText = 'Please wait! loading the models data for you...',
  renderCreateForm,
  title = 'Intelligence Source',
  addLabel = 'Add language model',
}: IntelligenceSourcePickerProps) {
  const startType = () => initialSourceType(value, disabledTypes);
  const [view, setView] = useState<View>({ mode: 'list' });
  const [type, setType] = useState<SourceType>(startType);
  const [selectedId, setSelectedId] = useState<string | null>(value?.id ?? null);
  const [provider, setProvider] = useState(() => initialProvider(models[type] ?? [], value?.id));
  useOnOpen(isOpen, () => {
    const opening = startType();
    const chosen = value && value.type === opening ? value.id : null;
    setView({ mode: 'list' });
    setType(opening);
    setSelectedId(chosen);
    setProvider(initialProvider(models[opening] ?? [], chosen));
  });

  const changeType = (next: SourceType) => {
    if (next === type || disabledTypes.includes(next)) return;
    setType(next);
    setSelectedId(null);
    setProvider(initialProvider(models[next] ?? [], null));
  };

  const typeModels = models[type] ?? [];
  const chosen = typeModels.find((model) => model.id === selectedId);
  const close = () => onOpenChange(false);

  const form =
    view.mode === 'form' &&
    renderCreateForm?.({
      type: view.type,
      onCancel: () => setView({ mode: 'list' }),
      onDone: (saved) => {
        if (saved) {
          setSelectedId(saved.id);
          setProvider(saved.provider);
        }
        setView({ mode: 'list' });
      },
    });

  return (
    <Dialog
      title={view.mode === 'form' ? `New ${view.type}` : title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        view.mode === 'list' ? (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              isDisabled={!chosen}
              onPress={() => {
                if (!chosen) return;
                onChange(toIntelligenceSource(chosen, type));
                close();
              }}
            >
              {addLabel}
            </Button>
          </>
        ) : undefined
      }
    >
      {view.mode === 'form' ? (
        form
      ) : (
        <Tabs
          selectedKey={type}
          onSelectionChange={(key) => changeType(key as SourceType)}
          disabledKeys={disabledTypes}
        >
          <TabList aria-label="Source type">
            {sourceTypes.map((sourceType) => (
              <Tab key={sourceType} id={sourceType}>
                {sourceType}
              </Tab>
            ))}
          </TabList>
          {sourceTypes.map((sourceType) => (
            <TabPanel key={sourceType} id={sourceType}>
              <div className={body}>
                {isLoading ? (
                  <div className={listArea}>
                    <div className={loading}>
                      <Spinner label={loadingText} showLabel />
                    </div>
                  </div>
                ) : (
                  <ProviderModels
                    type={sourceType}
                    models={models[sourceType] ?? []}
                    provider={provider}
                    onProviderChange={setProvider}
                    selectedId={selectedId}
                    onSelect={setSelectedId}
                    onNew={
                      renderCreateForm
                        ? () => setView({ mode: 'form', type: sourceType })
                        : undefined
                    }
                  />
                )}
              </div>
            </TabPanel>
          ))}
        </Tabs>
      )}
    </Dialog>
  );
}

interface ProviderModelsProps {
  type: SourceType;
  models: readonly ModelEntry[];
  provider: string | undefined;
  onProviderChange: (provider: string) => void;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onNew?: () => void;
}

/** The provider tabs of one source type and the model cards of the chosen provider. */
function ProviderModels({
  type,
  models,
  provider,
  onProviderChange,
  selectedId,
  onSelect,
  onNew,
}: ProviderModelsProps) {
  const providers = providersOf(models);
  const newButton = onNew && (
    <Button variant="ghost" size="sm" icon={PlusIcon} onPress={onNew}>
      {`New ${type}`}
    </Button>
  );
  if (providers.length === 0) {
    return (
      <>
        <div className={providerBar}>
          <span />
          {newButton}
        </div>
        <div className={listArea}>
          <div className={emptyState}>{emptyTextFor(type)}</div>
        </div>
      </>
    );
  }
  const shownProvider = provider && providers.includes(provider) ? provider : providers[0];
  return (
    <Tabs selectedKey={shownProvider} onSelectionChange={(key) => onProviderChange(String(key))}>
      <div className={providerBar}>
        <TabList aria-label={`${type} providers`}>
          {providers.map((name) => (
            <Tab key={name} id={name}>
              {name}
            </Tab>
          ))}
        </TabList>
        {newButton}
      </div>
      {providers.map((name) => (
        <TabPanel key={name} id={name}>
          <div className={listArea}>
            <SelectorList<ModelEntry>
              aria-label={`${name} models`}
              layout="grid"
              items={models.filter((model) => model.provider === name)}
              selectionMode="single"
              selected={selectedId ? [selectedId] : []}
              onSelectedChange={(ids) => onSelect(ids[0] ?? null)}
              emptyState={<div className={emptyState}>{emptyTextFor(type)}</div>}
              renderItem={(model) => (
                <span className={card}>
                  {model.providerLogo && (
                    <img src={model.providerLogo} alt="" className={logoClass} />
                  )}
                  <span className={itemText}>
                    <ItemSummary
                      name={model.name}
                      description={previewText(model.description, PREVIEW_LENGTH.modelList)}
                    />
                    <span className={modelId}>{model.modelName}</span>
                  </span>
                </span>
              )}
            />
          </div>
        </TabPanel>
      ))}
    </Tabs>
  );
}
