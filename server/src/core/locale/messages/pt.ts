/**
 * Portuguese messages: every id of the English table (en.ts), with the same placeholders. Curved quotes (“…”); rule
 * ids, times, dates and zone labels are parameters and stay as written.
 */
import type { MessageTable } from './en.js';

export const PT_MESSAGES: MessageTable = {
  // --- Shared words ---
  'list.and': 'e',
  quote: '“{text}”',
  'milestone.start': 'início',
  'milestone.detected': 'detecção',
  'milestone.acknowledged': 'reconhecimento',
  'milestone.mitigated': 'mitigação',
  'milestone.resolved': 'resolução',
  'month.1': 'janeiro', 'month.2': 'fevereiro', 'month.3': 'março', 'month.4': 'abril', 'month.5': 'maio', 'month.6': 'junho',
  'month.7': 'julho', 'month.8': 'agosto', 'month.9': 'setembro', 'month.10': 'outubro', 'month.11': 'novembro', 'month.12': 'dezembro',
  'fix-all.rule': 'Corrigir os {count} problemas de {rule}',
  'fix-all.titled': '{title} em todos ({count})',
  'fix-all.count': 'Corrigir os {count}',

  // --- action-item ---
  'action-item.message': 'A ação “{text}” {problems}. Esperado: {expected}.',
  'action-item.missing.owner': 'não tem responsável',
  'action-item.missing.tracking': 'não tem referência de acompanhamento nem prazo',
  'action-item.missing.both': 'não tem responsável, nem referência de acompanhamento, nem prazo',
  'action-item.no-verb': 'não começa com um verbo',
  'action-item.expect.verb': 'uma ação que comece com um verbo (“Adicionar …”, “Alertar sobre …”)',
  'action-item.expect.owner': 'um responsável (@nome ou a coluna “Responsável”)',
  'action-item.expect.tracking': 'um link, um número de chamado ou um prazo',

  // --- blameless-language ---
  'blameless-language.blame': '“{text}” atribui culpa. {suggestion}',
  'blameless-language.hindsight': '“{text}” julga em retrospecto. {suggestion}',
  'blameless-language.person': '“{text}” aponta uma pessoa como causa. Descreva o papel e a ação, e as condições que a tornaram possível.',
  'blameless-language.suggestion': 'Descreva em vez disso os fatores que contribuíram.',

  // --- date-format ---
  'date-format.bad-year': '{raw} não é uma data válida: o ano {year} tem {digits} dígitos. Esperado: um ano com 4 dígitos.',
  'date-format.no-day': '{raw} não é uma data válida: {month} não tem dia {day}.',
  'date-format.no-month': '{raw} não é uma data válida: não existe o mês {month}.',

  // --- duration-mismatch ---
  'duration-mismatch.window': '“{text}” não corresponde ao intervalo {from} – {to}, que dura {duration}. Esperado: uma duração de cerca de {duration}, ou um intervalo corrigido.',
  'duration-mismatch.timeline': '“{text}” não corresponde à linha do tempo: nenhum par de seus horários está separado por {duration}{closest}{metric}. Esperado: uma duração que concorde com a linha do tempo.',
  'duration-mismatch.closest': '; o mais próximo é {duration} ({from} → {to})',
  'duration-mismatch.metric': ' (tempo entre {from} e {to}: {duration})',
  'duration-mismatch.bound': '“{text}” não corresponde à linha do tempo{metric}. Esperado: uma duração que concorde com a linha do tempo.',
  'duration-mismatch.gap': 'O intervalo {from} – {to} UTC cai em dias que a linha do tempo não cobre: as entradas mais próximas são às {before} e às {after} UTC. Esperado: datas do intervalo que concordem com a linha do tempo.',
  'duration-mismatch.outside': 'O intervalo {from} – {to} UTC está fora da linha do tempo, que vai de {start} a {end} UTC. Esperado: datas do intervalo que concordem com a linha do tempo.',

  // --- front-matter ---
  'front-matter.not-mapping': 'O front matter deve ser um mapa de chaves e valores.',
  'front-matter.invalid': 'O front matter não é {format} válido: {detail}',

  // --- future-time ---
  'future-time.after-now': '{time} está no futuro{inherited}. Esperado: um horário passado; verifique o ano, o mês e o dia.',
  'future-time.after-modified': '{time} é posterior à última modificação do documento ({key}: {date}){inherited}. Esperado: um horário passado; verifique o ano, o mês e o dia.',
  'future-time.inherited': ' (a data vem de uma linha anterior)',

  // --- incident-date ---
  'incident-date.none': 'Nenhuma data do incidente encontrada. Esperado: uma data completa (AAAA-MM-DD) no front matter, no título ou na linha do tempo.',
  'incident-date.no-year': 'A data do incidente {raw} não tem ano. Esperado: uma data completa com o ano ({raw} AAAA ou AAAA-MM-DD).',
  'incident-date.timeline': 'A data do incidente {date} está a {days} dias da linha do tempo, cujas entradas datadas vão de {from} a {to}. Esperado: a data em que o incidente ocorreu.',

  // --- milestone-order ---
  'milestone-order.point': '{milestone} ({time}, linha {line})',
  'milestone-order.order': 'Marcos fora de ordem: {later} aparece antes de {earlier}, mas {first} deve vir antes de {second}. Verifique os horários, ou as palavras que marcam os marcos.',
  'milestone-order.key-event': 'Este evento-chave indica {time} para {milestone}, mas a linha do tempo indica {timelineTime} (linha {line}), {gap} {direction}. Esperado: o mesmo horário nos dois lugares.',
  'milestone-order.front-matter': 'O front matter indica {time} para {milestone}, mas a linha do tempo indica {timelineTime} (linha {line}), {gap} {direction}. Esperado: o mesmo horário nos dois lugares.',
  'milestone-order.earlier': 'antes',
  'milestone-order.later': 'depois',

  // --- parse-limit ---
  'parse-limit.reason.long-line': 'uma linha com mais de {n} caracteres',
  'parse-limit.reason.deep-nesting': 'marcadores de lista ou de citação aninhados em mais de {n} níveis numa mesma linha',
  'parse-limit.reason.deep-indent': 'uma linha com recuo de mais de {n} colunas',
  'parse-limit.reason.many-cells': 'mais de {n} separadores de células de tabela numa mesma linha',
  'parse-limit.reason.large-block': 'um bloco com mais de {lines} linhas ou {kb} KB',
  'parse-limit.reason.large-front-matter': 'um front matter com mais de {kb} KB',
  'parse-limit.line': 'Linha {line}',
  'parse-limit.lines': 'Linhas {from}–{to}',
  'parse-limit.parts.one': '{lines} foi lida em partes de cerca de {n} linhas',
  'parse-limit.parts.many': '{lines} foram lidas em partes de cerca de {n} linhas',
  'parse-limit.front-matter.one': '{lines} (front matter) não foi lida como YAML nem TOML',
  'parse-limit.front-matter.many': '{lines} (front matter) não foram lidas como YAML nem TOML',
  'parse-limit.plain.one': '{lines} foi lida como texto simples',
  'parse-limit.plain.many': '{lines} foram lidas como texto simples',
  'parse-limit.sentence': '{what}: {reason}, que o analisador de Markdown lê devagar demais.',
  'parse-limit.more.one': 'O mesmo em mais {n} lugar ({list}).',
  'parse-limit.more.many': 'O mesmo em mais {n} lugares ({list}).',

  // --- required-section ---
  'required-section.one': 'Falta uma seção obrigatória: {list}. Esperado: uma seção como {heading}.',
  'required-section.many': 'Faltam seções obrigatórias: {list}. Esperado: seções como {headings}.',
  'required-section.fix.one': 'Adicionar uma seção {heading}',
  'required-section.fix.many': 'Adicionar as seções que faltam ({list})',

  // --- section-empty ---
  'section-empty.message': 'A seção “{title}” está vazia: escreva o que ela deve dizer ({kind}), ou remova o texto provisório.',
  'section-empty.heading': 'A seção “{title}” está vazia: não há nada sob o título. Escreva-a ou remova o título.',
  'section-empty.placeholder': 'A seção “{title}” contém apenas um texto provisório. Escreva-a ou remova o título.',

  // --- time-format ---
  'time-format.meridiem-on-24h': '{value} não é um horário válido: um horário de 24 horas não leva AM/PM. Esperado: {corrected}.',
  'time-format.meridiem-zero': '{value} não é um horário válido: no formato de 12 horas as horas vão de 1 a 12. Esperado: 12:{minute} {meridiem} ou um horário de 24 horas.',
  'time-format.meridiem-conflict': '{value} não é um horário válido: a hora {hour} contradiz {meridiem}. Esperado: um horário de 24 horas sem AM/PM, ou um horário de 12 horas entre 1 e 12.',
  'time-format.hour-range': '{value} não é um horário válido: as horas vão de 00 a 23.',
  'time-format.minute-range': '{value} não é um horário válido: os minutos vão de 00 a 59.',
  'time-format.second-range': '{value} não é um horário válido: os segundos vão de 00 a 59.',
  'time-format.fix': 'Alterar para {corrected}',

  // --- timeline-missing ---
  'timeline-missing.message': 'Nenhuma linha do tempo encontrada. Esperado: uma seção “Linha do tempo” com uma entrada por evento e seu horário em UTC.',
  'timeline-missing.fix': 'Inserir uma seção “Linha do tempo”',

  // --- timeline-order ---
  'timeline-order.next-day': '{time} é anterior à entrada anterior ({previous}, linha {line}): lida como o dia seguinte (a linha do tempo passa da meia-noite sem data). Escreva a data nesta entrada.',
  'timeline-order.next-day.dated': '{time} é anterior à entrada anterior ({previous}, linha {line}): lida como o dia seguinte, {date} (a linha do tempo passa da meia-noite sem data). Escreva a data nesta entrada.',
  'timeline-order.crossing': '{time} é anterior à entrada anterior ({previous}, linha {line}): parece uma passagem da meia-noite. Escreva a data nesta entrada.',
  'timeline-order.crossing.dated': '{time} é anterior à entrada anterior ({previous}, linha {line}): parece uma passagem da meia-noite. Esperado: a data {date} nesta entrada.',
  'timeline-order.earlier': '{time} é anterior à entrada anterior ({previous}, linha {line}). Esperado: entradas em ordem cronológica.',
  'timeline-order.later': '{time} é posterior à entrada anterior ({previous}, linha {line}), numa linha do tempo escrita da mais recente para a mais antiga. Esperado: cada entrada anterior à de cima.',
  'timeline-order.fix.date': 'Inserir a data {date}',
  'timeline-order.fix.date-run': 'Inserir a data {date} nas {n} entradas deste dia',
  'timeline-order.fix.sort': 'Ordenar as entradas da linha do tempo',

  // --- timezone-label ---
  'timezone-label.season': '{label} não se aplica em {date}: {zone} está então em {expected} ({offset}). Esperado: {expected}.',
  'timezone-label.conversion': '{written} não corresponde a {time}: {time} equivale a {want} ({label} é {offset}). Esperado: {want}.',
  'timezone-label.fix.label': 'Trocar {label} por {expected}',
  'timezone-label.fix.conversion': 'Alterar para {time}',

  // --- timezone-missing ---
  'timezone-missing.message': '{value} não tem fuso horário e o documento não declara nenhum. Esperado: um fuso como {zone}.',
  'timezone-missing.run': '{count} horários da cronologia, a partir de {value}, não têm fuso horário e o documento não declara nenhum. Esperado: um fuso como {zone}.',
  'timezone-missing.fix': 'Acrescentar {zone}',
  'timezone-missing.group': 'Sem fuso horário, e o documento não declara nenhum. Esperado: um fuso como {zone}.',

  // --- timezone-not-utc ---
  'timezone-not-utc.explicit': '{time} está em {zone}; os horários da linha do tempo devem estar em UTC.',
  'timezone-not-utc.explicit.converted': '{time} está em {zone}; os horários da linha do tempo devem estar em UTC. Esperado: {utc}.',
  'timezone-not-utc.declared': 'Os horários da linha do tempo estão declarados em {zone}; devem estar em UTC.',
  'timezone-not-utc.fix': 'Converter para {utc}',
  'timezone-not-utc.group': 'Horários em {zone}; os horários da linha do tempo devem estar em UTC.',

  // --- weekday-mismatch ---
  'weekday-mismatch.message': '{written} não corresponde a {date}{inferred}, que é {weekday}. Esperado: {expected}, ou uma data corrigida.',
  'weekday-mismatch.inferred': ' (ano {year} tirado do documento)',
  'weekday-mismatch.fix': 'Trocar {written} por {expected}',
};
