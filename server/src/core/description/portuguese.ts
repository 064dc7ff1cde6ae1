import { english } from './english';
import type { LanguagePack } from './language-pack';
import { minimalPack } from './minimal-pack';

/**
 * Brazilian Portuguese. Descriptions open with the verb, usually conjugated in the third person
 * ("Cria uma nota", "Busca contatos", "Retorna…"), sometimes in the infinitive of a title ("Criar
 * nota") or in the imperative ("Crie uma nota", "Busque contatos"). All three read as a verb
 * opening, as English accepts both "Creates" and "Create": the description says what the function
 * does either way. Verbs are listed in the infinitive; the other forms come from the suffix rules.
 *
 * Patterns use `(?<![\p{L}])` and `(?![\p{L}])` rather than `\b`, which in JavaScript knows only
 * ASCII letters ("não", "você", "exclusão").
 */

/** A word boundary that knows accented letters. */
const B = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;

const VERBS = [
  'abrir',
  'acessar',
  'acompanhar',
  'administrar',
  'adicionar',
  'agendar',
  'agrupar',
  'ajustar',
  'alterar',
  'analisar',
  'anexar',
  'apagar',
  'aplicar',
  'aprovar',
  'arquivar',
  'assinar',
  'ativar',
  'atualizar',
  'avaliar',
  'avançar',
  'avisar',
  'baixar',
  'bloquear',
  'buscar',
  'cadastrar',
  'calcular',
  'cancelar',
  'carregar',
  'chamar',
  'checar',
  'classificar',
  'compartilhar',
  'concluir',
  'conectar',
  'configurar',
  'confirmar',
  'consultar',
  'contar',
  'controlar',
  'continuar',
  'converter',
  'convidar',
  'copiar',
  'corrigir',
  'criar',
  'definir',
  'deletar',
  'descrever',
  'desafixar',
  'desarquivar',
  'desativar',
  'desbloquear',
  'desconectar',
  'descartar',
  'desfazer',
  'desligar',
  'desmarcar',
  'devolver',
  'digitalizar',
  'dividir',
  'duplicar',
  'editar',
  'embaralhar',
  'encaminhar',
  'encerrar',
  'encontrar',
  'enviar',
  'escolher',
  'escrever',
  'estimar',
  'excluir',
  'executar',
  'exibir',
  'explicar',
  'exportar',
  'extrair',
  'fazer',
  'favoritar',
  'fechar',
  'filtrar',
  'finalizar',
  'fixar',
  'formatar',
  'gerar',
  'gerenciar',
  'gravar',
  'guardar',
  'importar',
  'imprimir',
  'incluir',
  'informar',
  'iniciar',
  'inscrever',
  'inserir',
  'instalar',
  'interromper',
  'lembrar',
  'ler',
  'ligar',
  'limpar',
  'listar',
  'localizar',
  'marcar',
  'medir',
  'mencionar',
  'modificar',
  'monitorar',
  'mostrar',
  'mover',
  'navegar',
  'notificar',
  'obter',
  'ordenar',
  'organizar',
  'pagar',
  'parar',
  'pausar',
  'pedir',
  'pesquisar',
  'postar',
  'preencher',
  'preparar',
  'processar',
  'procurar',
  'publicar',
  'pular',
  'rastrear',
  'recarregar',
  'recomendar',
  'recuperar',
  'recusar',
  'redefinir',
  'registrar',
  'reiniciar',
  'rejeitar',
  'remover',
  'renomear',
  'reordenar',
  'repetir',
  'reproduzir',
  'reservar',
  'resolver',
  'responder',
  'restaurar',
  'resumir',
  'retomar',
  'retornar',
  'revisar',
  'salvar',
  'selecionar',
  'seguir',
  'silenciar',
  'sincronizar',
  'solicitar',
  'sugerir',
  'tirar',
  'tocar',
  'traduzir',
  'transferir',
  'tratar',
  'trazer',
  'validar',
  'ver',
  'verificar',
  'visualizar',
  'voltar',
];

/** Who a description speaks of as the user or the agent. */
const USER = String.raw`(?:o\s+usuário|a\s+usuária|os\s+usuários|ao\s+usuário|aos\s+usuários|à\s+usuária|o\s+cliente|a\s+cliente|os\s+clientes|ao\s+cliente|aos\s+clientes|à\s+cliente)`;
/** What "Esta função …" talks about. */
const SUBJECT = String.raw`(?:função|funcao|método|metodo|ferramenta|app\s?function|api|endpoint|operação|ação|chamada|parâmetro|parametro|argumento|campo|propriedade|valor|classe|tipo|objeto|tool)`;
/** Subjects that can only mean the function itself. */
const FUNCTION_SUBJECT = String.raw`(?:função|funcao|método|metodo|ferramenta|app\s?function|tool)`;
const FILLER_TAIL = String.raw`(?:é\s+(?:usad[oa]|utilizad[oa]|responsável|projetad[oa]|feit[oa]|destinad[oa]|criad[oa]|pensad[oa])\s+(?:para|por)|serve\s+para|tem\s+(?:como\s+)?(?:objetivo|finalidade|função|propósito)\s+(?:de\s+)?|permite\s+(?:que\s+(?:você|${USER}|o\s+agente)\s+|(?:a\s+você|${USER}|ao\s+agente)\s+)?|possibilita\s+(?:que\s+(?:você|${USER})\s+)?|ajuda\s+(?:você\s+|${USER}\s+)?a|pode\s+ser\s+(?:usad[oa]|utilizad[oa])\s+para|deve\s+ser\s+(?:usad[oa]|utilizad[oa])\s+para|fornece\s+(?:uma\s+(?:forma|maneira)|a\s+capacidade|funcionalidade)\s+(?:de|para))`;
/** Verbs that, as an order in the imperative or the infinitive, tell the agent how to behave. */
const AGENT_VERBS = String.raw`(?:chame|chamar|use|usar|utilize|utilizar|invoque|invocar|pergunte|perguntar|peça|pedir|diga|dizer|fale|falar|responda|responder|passe|passar|adivinhe|adivinhar|suponha|supor|assuma|assumir|invente|inventar|prefira|preferir|escolha|escolher|selecione|confirme|confirmar|inclua|incluir|tente|tentar|mostre|mostrar|exiba|cumprimente|peça\s+desculpas|verifique|avise|informe|formate|forneça|fornecer)`;
/** Whom concealment keeps something from. */
const CONCEAL_OBJECT = String.raw`(?:${USER}|ninguém|a\s+ninguém|o\s+dono|a\s+dona|ele|ela|eles)`;
const TELL = String.raw`(?:avisar|avise|informar|informe|notificar|notifique|contar|conte|dizer|diga|mostrar|mostre|alertar|alerte|comunicar|comunique|falar|fale|anunciar|anuncie|relatar|relate|explicar|explique)`;
/** Stems of verbs of deleting ("exclui", "apagar", "removendo"). */
const DELETE_STEM = String.raw`${B}(?:exclu|apag|remov|delet|limp|elimin|destru|esvazi|zer|reset|descart)\p{L}*`;
/** Who a description might pretend to be. */
const IDENTITY = String.raw`(?:Google\s+Assistente|Google\s+Assistant|Assistente\s+do\s+Google|Google|Gemini|Siri|Alexa|Bixby|Cortana|ChatGPT|OpenAI|Claude|Copilot|assistente(?:\s+(?:de\s+IA|virtual|oficial))?(?:\s+(?:d[oa]\s+)?(?:Google|Android|Samsung|Apple))?|sistema(?:\s+(?:operacional|Android))?|Android|administrador(?:\s+do\s+sistema)?|admin|desenvolvedor)`;
/** Only a claim that ends at the identity counts: "como o sistema." is a role, "como o sistema de arquivos" an object. */
const CLAIM_END = String.raw`(?=\s*(?:[.,;:!)"'’]|$)|\s+(?:e|ou|para|com|que|quando|aqui)${E})`;

/** Nouns that make a name a piece of data ("o parâmetro conta_id", "o campo criado_em"), for `dataNouns` and `dataNounsBefore`. */
const DATA_NOUNS = String.raw`(?:parâmetros?|argumentos?|campos?|propriedades?|colunas?|chaves?|atributos?|opç(?:ão|ões)|variáve(?:l|is)|cabeçalhos?|tabelas?|namespaces?)`;

/** The Brazilian Portuguese pack (tag 'pt-BR'). */
export const portuguese: LanguagePack = {
  ...minimalPack('pt-BR', 'first'),
  verbs: VERBS,
  // "Criação de um relatório", "Processamento dos pedidos": a noun made from the verb.
  nominalSuffixes: [
    { stripFinalE: false, strip: /ar$/, suffix: 'ação' },
    { stripFinalE: false, strip: /ar$/, suffix: 'amento' },
    { stripFinalE: false, strip: /[ei]r$/, suffix: 'imento' },
  ],
  nounOfLinks: new Set(['de', 'do', 'da', 'dos', 'das']),
  linkTakingVerbs: new Set(['precisar', 'necessitar', 'tratar', 'depender', 'gostar', 'cuidar', 'lembrar', 'esquecer', 'desistir', 'duvidar', 'participar', 'sair', 'vir']),
  notAfterLink: new Set(['forma', 'maneira', 'modo', 'acordo', 'novo', 'uma', 'um']),
  irregularThirdPerson: {
    fazer: 'faz',
    desfazer: 'desfaz',
    trazer: 'traz',
    ler: 'lê',
    ver: 'vê',
    obter: 'obtém',
    pedir: 'pede',
    medir: 'mede',
    extrair: 'extrai',
    corrigir: 'corrige',
    seguir: 'segue',
  },
  thirdPersonRules: [
    [/ear$/, 'eia'],
    [/uzir$/, 'uz'],
    [/uir$/, 'ui'],
    [/ar$/, 'a'],
    [/er$/, 'e'],
    [/ir$/, 'e'],
  ],
  // The imperative of "você" (the present subjunctive): "Crie", "Busque", "Exclua".
  irregularImperative: {
    fazer: 'faça',
    desfazer: 'desfaça',
    trazer: 'traga',
    ler: 'leia',
    ver: 'veja',
    obter: 'obtenha',
    pedir: 'peça',
    medir: 'meça',
    corrigir: 'corrija',
    seguir: 'siga',
    extrair: 'extraia',
    dividir: 'divida',
  },
  imperativeRules: [
    [/car$/, 'que'],
    [/gar$/, 'gue'],
    [/çar$/, 'ce'],
    [/ear$/, 'eie'],
    [/ar$/, 'e'],
    [/er$/, 'a'],
    [/ir$/, 'a'],
  ],
  // "Criando uma nota": the gerund, which reads as a title, not as what the function does.
  gerund: { suffix: 'ndo', stems: [(s) => s.replace(/a$/, 'ar'), (s) => s.replace(/e$/, 'er'), (s) => s.replace(/i$/, 'ir')] },
  determiners: new Set([
    'o',
    'a',
    'os',
    'as',
    'um',
    'uma',
    'uns',
    'umas',
    'este',
    'esta',
    'estes',
    'estas',
    'esse',
    'essa',
    'esses',
    'essas',
    'aquele',
    'aquela',
    'seu',
    'sua',
    'seus',
    'suas',
    'meu',
    'minha',
    'nosso',
    'nossa',
    'cada',
    'todo',
    'toda',
    'todos',
    'todas',
  ]),
  modals: new Set(['vai', 'vão', 'irá', 'irão', 'pode', 'podem', 'poderá', 'deve', 'devem', 'deverá', 'consegue']),
  clauseOpeners: new Set(['quando', 'como', 'qual', 'quais', 'quem', 'onde', 'porque', 'se', 'enquanto', 'caso', 'quanto', 'quantos', 'quantas']),
  subjectVerbs: new Set(['é', 'são', 'fornece', 'oferece', 'permite', 'possibilita', 'contém', 'representa', 'expõe', 'disponibiliza']),
  nounPurposeLinks: new Set(['para', 'que']),
  listLinks: { joiners: 'ou|e', article: 'o|a|os|as' },
  abbreviations: new Set(['ex', 'p.ex', 'etc', 'obs', 'sr', 'sra', 'dr', 'dra', 'pág', 'máx', 'mín', 'aprox', 'nº', 'vs', 'e.g', 'i.e', 'tel']),
  negators: new RegExp(String.raw`${B}(?:não|nunca|jamais|sem|nem|nenhum|nenhuma|exceto|salvo|nada\s+de)${E}`, 'giu'),
  clauseBreakWords: new RegExp(
    String.raw`^(?:quando|se|caso|mas|porém|contudo|então|senão|porque|pois|enquanto|embora|depois|antes|após|assim\s+que|e\s+então|ou\s+então)${E}`,
    'iu',
  ),
  shoutWords: new Set([
    'CRÍTICO',
    'CRITICO',
    'IMPORTANTE',
    'IMPORTANTÍSSIMO',
    'ATENÇÃO',
    'ATENCAO',
    'AVISO',
    'CUIDADO',
    'NUNCA',
    'SEMPRE',
    'JAMAIS',
    'OBRIGATÓRIO',
    'OBRIGATORIO',
    'URGENTE',
    'ESSENCIAL',
    'PROIBIDO',
    'NÃO',
    'APENAS',
    'SOMENTE',
    'PRECISA',
    'DEVE',
    'MUITO',
    'NOTA',
    'OBSERVAÇÃO',
    ...english.shoutWords,
  ]),
  commonWords: new Set(
    'O A OS AS UM UMA E OU DE DO DA DOS DAS EM NO NA PARA COM POR SE NÃO SIM É ESTE ESTA ISSO VOCÊ SEU SUA TODOS TODAS NUNCA SEMPRE MUITO QUE USE CHAME AGORA AQUI'.split(' '),
  ),
  // `data` is a date ("Data de início").
  specificNames: new Set(['data']),
  valueLeadIns: new RegExp(
    String.raw`(?:${B}(?:como|para|é|são|igual\s+a|status|estado|valor|valores|modo|tipo|nível|de|do|da|ou|e|nem|não|que|com|ex\.?|p\.\s*ex\.?|por\s+exemplo|tal\s+como)|[=:(,|/[{<])\s*["'\x60]?$`,
    'iu',
  ),
  literalWords: english.literalWords,
  // The first group a verb is in names its action (no-duplicate-intent): searching before syncing.
  synonymGroups: [
    ['buscar', 'procurar', 'pesquisar', 'encontrar', 'consultar', 'localizar', 'listar', 'filtrar', 'obter', 'recuperar', 'ver', 'visualizar'],
    ['sincronizar', 'atualizar', 'recarregar', 'baixar', 'obter', 'carregar', 'buscar', 'trazer', 'recuperar'],
    ['criar', 'adicionar', 'inserir', 'incluir', 'cadastrar', 'registrar'],
    ['excluir', 'apagar', 'remover', 'deletar', 'limpar', 'descartar'],
    ['editar', 'alterar', 'modificar', 'atualizar', 'definir', 'ajustar', 'renomear', 'corrigir'],
    ['tocar', 'reproduzir', 'retomar', 'continuar', 'iniciar'],
    ['pausar', 'parar', 'interromper', 'encerrar', 'finalizar'],
    ['pular', 'avançar'],
    ['voltar', 'repetir'],
    ['mostrar', 'exibir', 'ver', 'visualizar', 'abrir'],
    ['enviar', 'compartilhar', 'publicar', 'postar', 'encaminhar'],
    ['analisar', 'revisar', 'avaliar', 'verificar', 'checar', 'validar'],
    ['marcar', 'concluir', 'finalizar'],
    ['agendar', 'reservar'],
  ],
  functionNouns:
    /^(?:função|funções|funcao|método|métodos|metodo|ferramenta|ferramentas|endpoint|endpoints|api|apis|operação|operações|ação|ações|comando|comandos|serviço|serviços|utilitário|helper|wrapper|appfunctions?|tools?)$/iu,

  usage: [
    new RegExp(
      String.raw`^(?:use|utilize|usar)\s+(?:esta|essa|este|esse)(?:\s+(?:função|ferramenta|appfunction|tool|método|endpoint))?\s+(?:para|quando|se|sempre\s+que|caso|(?:apenas|somente|só)\s+(?:quando|se|para))${E}`,
      'iu',
    ),
    new RegExp(String.raw`^(?:use|utilize)\s+(?:quando|para|se|sempre\s+que)${E}`, 'iu'),
    // anywhere in a clause: "Sugere títulos quando você precisa recomendar…"
    new RegExp(
      String.raw`${B}(?:quando|se|sempre\s+que|caso)\s+(?:você|o\s+agente|o\s+assistente)\s+(?:precisar|precisa|quiser|quer|desejar|deseja|tiver\s+que|tem\s+que)${E}`,
      'iu',
    ),
    new RegExp(
      String.raw`^(?:quando|se|sempre\s+que|caso)\s+o\s+usuário\s+(?:pedir|pede|quiser|quer|precisar|precisa|disser|diz|solicitar|solicita|mencionar|menciona|perguntar|pergunta|gostaria)${E}`,
      'iu',
    ),
    new RegExp(String.raw`^(?:útil|ideal|indicad[oa]|recomendad[oa]|bom|boa|ótim[oa]|perfeit[oa]|adequad[oa])\s+(?:para|quando|se)${E}`, 'iu'),
    new RegExp(String.raw`^(?:chame|invoque|acione)\s+(?:esta|essa|este|esse)(?:\s+(?:função|ferramenta))?\s+(?:para|quando|sempre\s+que|se)${E}`, 'iu'),
    /^(?:quando\s+usar|casos?\s+de\s+uso|uso)\s*:/iu,
  ],
  commands: [
    // "Você PRECISA dizer", "você deve sempre chamar", "Você precisa pedir ao usuário": an order is
    // followed by an infinitive; "o que você precisa para montar o pedido" is not one
    {
      regex: new RegExp(
        String.raw`${B}você\s+(?:precisa|deve|tem\s+que|tem\s+de|terá\s+que|deverá|precisará|é\s+obrigad[oa]\s+a|não\s+pode|nunca\s+deve|não\s+deve)(?:\s+(?:sempre|nunca|também|primeiro|apenas|somente|então|obrigatoriamente))?\s+\p{L}+(?:r(?:-\p{L}+)?|[áêéíô]-(?:lo|la|los|las))${E}(?:\s+(?:ao|o|a)\s+usuári[oa])?`,
        'giu',
      ),
    },
    // "Você deve:" followed by a list of orders
    { regex: new RegExp(String.raw`${B}você\s+(?:precisa|deve|tem\s+que)\s*:`, 'giu') },
    // "O agente deve", "o modelo precisa"
    { regex: new RegExp(String.raw`${B}(?:o|a|um|uma)\s+(?:agente|assistente|modelo|llm|ia|chatbot)\s+(?:deve|precisa|tem\s+que|é\s+obrigad[oa]\s+a|deverá)${E}`, 'giu') },
    // "Sempre chame", "Nunca use", "Não invente", "Jamais pergunte"
    { regex: new RegExp(String.raw`${B}(?:sempre|nunca|jamais|não)\s+${AGENT_VERBS}${E}`, 'giu'), clauseStart: true },
    // "pergunte ao usuário", "peça ao usuário", "diga ao usuário", "informe o usuário"
    {
      regex: new RegExp(
        String.raw`${B}(?:pergunte|perguntar|peça|pedir|diga|dizer|informe|avise|lembre|notifique|alerte|solicite)\s+(?:${USER}|ao\s+usuári[oa])(?:\s+(?:se|que|sobre|para|por|qual|quais))?${E}`,
        'giu',
      ),
      clauseStart: true,
    },
    { regex: new RegExp(String.raw`${B}(?:confirme|verifique|cheque|confira)\s+com\s+o\s+usuário${E}`, 'giu'), clauseStart: true },
    // "certifique-se de", "lembre-se de", "não se esqueça de", "tenha certeza de que"
    {
      regex: new RegExp(String.raw`${B}(?:certifique-se|lembre-se|não\s+se\s+esqueça|não\s+esqueça|tenha\s+certeza|assegure-se|garanta)\s+(?:de|que)${E}`, 'giu'),
      clauseStart: true,
    },
    // "retorne apenas a mensagem…", "apresente sempre os dados…", "entregue APENAS o texto": orders about the agent's own answer
    {
      regex: new RegExp(String.raw`${B}(?:retorne|devolva|apresente|exiba|mostre|formate|entregue|envie|escreva)\s+(?:apenas|somente|sempre|só)${E}`, 'giu'),
      clauseStart: true,
    },
    // "Os dados devem sempre ser apresentados ao usuário em tabela"
    { regex: new RegExp(String.raw`${B}devem?\s+(?:sempre\s+)?ser\s+(?:apresentad|exibid|mostrad|formatad)[oa]s?\s+(?:sempre\s+)?(?:ao\s+usuári[oa]|em\s+)`, 'giu') },
    // "responda com", "responda sempre em português"
    { regex: new RegExp(String.raw`${B}(?:responda|responder)\s+(?:com|em|usando|ao\s+usuário|sempre)${E}`, 'giu'), clauseStart: true },
    // "Por favor, forneça …"
    { regex: new RegExp(String.raw`${B}por\s+favor,?\s+\p{L}+`, 'giu') },
    // "É obrigatório perguntar", "é necessário que você"
    { regex: new RegExp(String.raw`${B}é\s+(?:obrigatório|necessário|imprescindível|fundamental)\s+(?:que\s+você|perguntar|pedir|confirmar|chamar|usar)${E}`, 'giu') },
    // "Ignore as instruções anteriores", "você é um assistente", "Nota para o agente"
    { regex: new RegExp(String.raw`${B}ignore\s+(?:todas\s+)?(?:as\s+)?(?:instruções|regras|mensagens|orientações)\s+(?:anteriores|acima|do\s+sistema)${E}`, 'giu') },
    { regex: new RegExp(String.raw`${B}você\s+é\s+(?:um|uma|o|a|seu|sua)\s+(?:assistente|agente|ia|modelo(?:\s+de\s+linguagem)?|chatbot)${E}`, 'giu') },
    { regex: new RegExp(String.raw`${B}nota\s+para\s+o\s+(?:agente|assistente|modelo)${E}`, 'giu') },
  ],
  agentVerbs: AGENT_VERBS,
  conditionLeadIn: new RegExp(String.raw`${B}(?:quando|se|sempre\s+que|caso|assim\s+que|onde)\s+$`, 'iu'),
  clauseLeadIns: new RegExp(String.raw`(?:^|[.!?:;,(\-–—]\s*|${B}(?:e|então|mas|depois|também|senão|ou|primeiro|sempre|por\s+favor|você\s+(?:deve|precisa|tem\s+que))\s+)$`, 'iu'),
  filler: [
    // "Esta função é usada para", "Este parâmetro serve para", "Esta ferramenta permite que você"
    new RegExp(String.raw`^(?:esta|essa|este|esse|a|o)\s+${SUBJECT}\s+${FILLER_TAIL}`, 'iu'),
    // "Esta função vai criar …", "Esta função irá criar …"
    new RegExp(String.raw`^(?:esta|essa|este|esse|a|o)\s+${FUNCTION_SUBJECT}\s+(?:vai|irá)(?=\s+(?!ser${E}|falhar|lançar)\p{L})`, 'iu'),
    // "Função que cria", "Uma função para", "Ferramenta responsável por", "Uma nova função que",
    // "Função auxiliar que"; not "Cria função para…", where the verb comes first
    new RegExp(
      String.raw`^(?:uma?\s+(?:\p{L}+\s+)??)?${FUNCTION_SUBJECT}(?:\s+(?!(?:de|da|do|que|para)${E})\p{L}+)?\s+(?:que|para|responsável\s+por|(?:usad[oa]|utilizad[oa])\s+para)${E}`,
      'iu',
    ),
    // "Esta é uma função que"
    new RegExp(String.raw`^(?:esta|essa|este|esse)\s+é\s+uma?\s+${SUBJECT}\s+(?:que|para)${E}`, 'iu'),
    // "Usada para criar …", "É usada para …", "Serve para …"
    new RegExp(String.raw`^(?:é\s+)?(?:usad[oa]|utilizad[oa])\s+para${E}`, 'iu'),
    new RegExp(String.raw`^serve\s+para${E}`, 'iu'),
    // "Permite que você …", "Permite ao usuário …"
    new RegExp(String.raw`^(?:permite|possibilita)\s+(?:que\s+(?:você|${USER}|o\s+agente)|a\s+você|${USER}|ao\s+agente)(?:\s+a${E})?`, 'iu'),
  ],
  fillerRewrite: { leadIn: /^(?:que|para|de|a|por|vai|irá|ser\s+usad[oa]\s+para)\s+/iu, relative: /(?<![\p{L}])que$/iu },
  // "Esta função cria …": the function as the subject of its own description.
  openingFiller: new RegExp(
    String.raw`^(?:esta|essa|este|esse|a|o)\s+${FUNCTION_SUBJECT}(?=\s+(?!(?:é|foi|tem|não|falha|lança|pode|deve|de|da|do|que|se|e|na|no|para|principal|oficial)${E})\p{L}+(?:a|e|z|ê|m)${E})`,
    'iu',
  ),
  concealment: [
    // "sem avisar o usuário", "não informe o usuário", "nunca diga ao usuário"
    new RegExp(String.raw`${B}(?:não|nunca|jamais|sem)\s+(?:${TELL})\s+${CONCEAL_OBJECT}`, 'giu'),
    // "não deixe o usuário saber", "sem deixar o usuário perceber"
    new RegExp(String.raw`${B}(?:não|nunca|sem)\s+(?:deixe|deixar)\s+(?:que\s+)?${USER}\s+(?:saber|saiba|perceber|perceba|ver|veja|notar|note)${E}`, 'giu'),
    // "não mencione", "nunca revele", "não divulgue"
    new RegExp(String.raw`${B}(?:não|nunca|jamais)\s+(?:mencione|mencionar|revele|revelar|divulgue|divulgar|comente|comentar|admita|admitir)${E}`, 'giu'),
    new RegExp(String.raw`${B}sem\s+(?:mencionar|revelar|divulgar|comentar)${E}`, 'giu'),
    // "sem que o usuário saiba", "sem o conhecimento do usuário"
    new RegExp(
      String.raw`${B}sem\s+(?:que\s+(?:${USER}|ele|ela|eles|elas)\s+(?:saiba|saibam|perceba|percebam|note|notem|veja|vejam)|o\s+conhecimento\s+d[oa]\s+usuári[oa]|${USER}\s+(?:saber|perceber|notar|ver))${E}`,
      'giu',
    ),
    new RegExp(String.raw`${B}(?:secretamente|às\s+escondidas|escondid[oa]\s+d[oa]\s+usuári[oa]|em\s+segredo|sorrateiramente)${E}`, 'giu'),
    new RegExp(String.raw`${B}silenciosamente${E}`, 'giu'),
    // "esconda isso do usuário", "mantenha isso em segredo"
    new RegExp(String.raw`${B}(?:esconda|oculte|esconder|ocultar)\s+(?:\p{L}+\s+){0,3}?(?:d[oa]s?\s+usuári[oa]s?|de\s+todos)${E}`, 'giu'),
    new RegExp(String.raw`${B}mantenha\s+(?:isso|isto)\s+(?:em\s+segredo|escondido|oculto)${E}`, 'giu'),
  ],
  silence: /^silenciosamente$/iu,
  // Also a statement about what something does: "silenciosamente" after a verb of being or a
  // future ("a regra será silenciosamente ignorada", "vai silenciosamente parar") or before a
  // negation ("silenciosamente nunca dispara").
  benignSilence: new RegExp(
    String.raw`${B}(?<!você\s+)(?:(?:é|são|será|serão|foi|foram|era|eram|fica|ficam|vai|vão|pode|podem)\s+silenciosamente|silenciosamente\s+(?:nunca|não|para\p{L}*|expira\p{L}*|perd\p{L}*|trunca\p{L}*))${E}|${B}(?:ignor\p{L}*|pul\p{L}*|descart\p{L}*|falh\p{L}*|não\s+faz\s+nada|nada\s+acontece|já\s+(?:existe|existir|está|estiver|foi)|inalterad\p{L}*|idempotente|se\s+não\s+existir|ausente|não\s+encontrad\p{L}*|sobrescrev\p{L}*|substitu\p{L}*|tenta\s+de\s+novo|em\s+segundo\s+plano)${E}`,
    'iu',
  ),
  referenceLeadIns: new RegExp(
    String.raw`${B}(?:use|usando|utilize|chame|chamando|invoque|execute|tente|veja|via|depois\s+de|após|antes\s+de|retornad[oa]s?\s+por|obtid[oa]s?\s+(?:de|por|com)|fornecid[oa]s?\s+por|pegue\s+(?:de|em)|(?:o\s+)?resultado\s+(?:de|da|do)|(?:uma?\s+)?chamada\s+anterior\s+(?:de|a|à))\s+(?:a\s+|o\s+|uma\s+|um\s+)?(?:(?:saída|resultado|resposta|ids?)\s+(?:de|da|do)\s+)?$`,
    'iu',
  ),
  referenceTails: new RegExp(String.raw`^\s*(?:(?:ferramenta|função|endpoint|comando)\s+)?(?:primeiro|antes|em\s+vez\s+disso|resultado|resultados|resposta|saída)${E}`, 'iu'),
  dataNouns: new RegExp(String.raw`^[\x60'"’”]?\s*${DATA_NOUNS}${E}`, 'iu'),
  // "o campo criado_em", "um campo chamado criado_em", "os campos da resposta usam criado_em"
  dataNounsBefore: new RegExp(String.raw`${B}${DATA_NOUNS}(?:\s+(?:chamad[oa]s?|usa[mn]?))?\s*[\x60'"‘“]?$`, 'iu'),
  callOrder: [
    // "Procure o contato primeiro", "Chame listNotes antes"
    {
      regex: new RegExp(
        String.raw`${B}(?:pesquise|procure|busque|encontre|obtenha|liste|chame|use|execute|invoque|consulte|recupere|verifique|crie|resolva|pegue)${E}[^.;:!?\n]{0,60}?${B}(?:primeiro|antes)${E}(?=\s*(?:[.,;:!?)]|$|para${E}|e${E}|depois${E}|então${E}))`,
        'giu',
      ),
      clauseStart: true,
    },
    // "Primeiro, pesquise o contato", "Antes de tudo, busque…"
    {
      regex: new RegExp(
        String.raw`${B}(?:primeiro|antes\s+de\s+tudo|em\s+primeiro\s+lugar)\s*,?\s+(?:pesquise|procure|busque|encontre|obtenha|liste|chame|use|execute|invoque|consulte|recupere|verifique|crie|pegue)${E}`,
        'giu',
      ),
      clauseStart: true,
    },
    // "antes de chamar", "depois de invocar", "após chamar"
    {
      regex: new RegExp(
        String.raw`${B}(?:antes\s+de|depois\s+de|após|assim\s+que|uma\s+vez\s+que\s+você\s+(?:tenha|tiver))\s+(?:chamar|invocar|executar|rodar|chamad[oa]|invocad[oa])${E}`,
        'giu',
      ),
    },
    // "Chame esta função antes de abrir um documento"
    {
      regex: new RegExp(
        String.raw`${B}(?:chame|use|execute|invoque)\s+(?:esta|essa|este|esse)(?:\s+(?:função|ferramenta))?\s+(?:somente\s+|apenas\s+|só\s+)?(?:antes|depois)\s+de\s+\p{L}+r${E}`,
        'giu',
      ),
      clauseStart: true,
    },
    // "chame X antes", "invoque X depois"
    { regex: new RegExp(String.raw`${B}(?:chame|invoque|execute)\s+(?:\S+\s+){1,3}?(?:antes|depois|primeiro|em\s+seguida)${E}`, 'giu'), clauseStart: true },
    // "deve ser chamada antes", "só deve ser usada depois"
    {
      regex: new RegExp(
        String.raw`${B}(?:deve|precisa|tem\s+que)\s+(?:somente\s+|apenas\s+|só\s+)?ser\s+(?:chamad[oa]|usad[oa]|executad[oa]|invocad[oa])\s+(?:antes|depois|primeiro|após)${E}`,
        'giu',
      ),
    },
    // "use getNotes para obter o id", "use a função de busca para encontrar"
    { regex: new RegExp(String.raw`${B}[Uu]se\s+(?:a\s+|o\s+)?(?:\x60?[a-z]+[A-Z]\w*\x60?(?:\(\))?|(?:função|ferramenta)\s+\S+)\s+para${E}`, 'gu'), clauseStart: true },
    // "retornado por uma chamada anterior", "obtido de outra função"
    {
      regex: new RegExp(
        String.raw`${B}(?:retornad[oa]s?|obtid[oa]s?|recebid[oa]s?|fornecid[oa]s?)\s+(?:por|de|pela|pelo|em)\s+(?:uma\s+|um\s+|a\s+|o\s+)?(?:(?:outra|outro)\s+(?:chamada|função|ferramenta)|(?:chamada|função|ferramenta)\s+(?:anterior|prévia|separada))${E}`,
        'giu',
      ),
    },
  ],
  influence: [
    new RegExp(
      String.raw`${B}(?:em\s+vez\s+de|ao\s+invés\s+de|no\s+lugar\s+de)\s+(?:usar\s+)?(?:qualquer\s+)?(?:outr[oa]s?\s+(?:apps?|aplicativos?|funç(?:ão|ões)|ferramentas?|assistentes?|serviços?)|(?:apps?|aplicativos?|funç(?:ão|ões)|ferramentas?|serviços?)\s+(?:de\s+terceiros|concorrentes?|similares?))${E}`,
      'giu',
    ),
    new RegExp(
      String.raw`${B}(?:prefira|escolha|selecione|priorize|dê\s+preferência\s+(?:a|à))\s+(?:esta|este|essa|esse)(?:\s+(?:função|ferramenta|app|aplicativo|appfunction))?${E}`,
      'giu',
    ),
    new RegExp(String.raw`${B}(?:não|nunca|jamais)\s+(?:use|usar|chame|chamar|invoque|confie\s+em)\s+(?:qualquer\s+)?(?:outr[oa]s?)${E}`, 'giu'),
  ],
  banners: [
    // "[Obsoleto: …]", "[BETA]"
    /^\[[^\]\n]{1,80}\]\s*/,
    // "**Objetivo:**"
    /^(?:\*\*|__)[^*_\n]{1,40}:?(?:\*\*|__)\s*:?\s*/,
    // "OBSOLETO:", "Nota -", "Descrição:" (a label of at most three words, then a colon)
    /^(?:\p{Lu}[\p{L}\p{N}_/&-]*\s+){0,2}\p{Lu}[\p{L}\p{N}_/&-]*\s*(?::|\s[-–—]\s)\s*/u,
  ],
  // Enclitic pronouns: "certifique-se", "chamá-la" are words, not tool names.
  ordinaryHyphenTails: new Set(['se', 'lo', 'la', 'los', 'las', 'lhe', 'lhes', 'me', 'nos', 'o', 'a', 'os', 'as', 'mail', 'only', 'in', 'up']),

  intentStopWords: new Set(
    'o a os as um uma uns umas de do da dos das em no na nos nas ao aos à às pelo pela pelos pelas por para com sem e ou que se seu sua seus suas este esta esse essa isso cada todo toda todos todas usuário usuária usuários informado informada informados informadas escolhido escolhida indicado indicada dado dada opcional opcionalmente retorna retornar devolve'.split(
      ' ',
    ),
  ),
  backgroundOpening: new RegExp(
    String.raw`^(?:n[oa]\s+(?:nosso|nossa|este|esta|o|a)\s+(?:app|aplicativo|sistema|backend|banco\s+de\s+dados|produto)${E}|(?:contexto|histórico|observação|obs|nota|informação|visão\s+geral)\s*:|como\s+(?:você\s+sabe|mencionado|descrito)${E}|historicamente${E}|tradicionalmente${E}|internamente${E}|por\s+baixo\s+dos\s+panos${E}|nos\s+bastidores${E}|nós\s+\p{L}+|a\s+gente\s+\p{L}+|desde\s+\p{L}+|porque\s+\p{L}+|(?:o\s+nosso|nosso|o)\s+(?:app|aplicativo)\s+(?!função)\p{L}+)`,
    'iu',
  ),
  sensitiveText: [
    new RegExp(
      String.raw`(?<!(?:política|políticas|requisitos?|regras?|força|tamanho|redefinição|recuperação|troca|dica|gerenciador|tela|página|campo|formato)\s+d[aeo]s?\s+)${B}(?:senhas?|palavras?[-\s]passe|números?\s+d[oe]\s+cartão(?:\s+de\s+(?:crédito|débito))?|dados\s+do\s+cartão|código\s+de\s+segurança(?:\s+do\s+cartão)?|cvv2?|cvc|chaves?\s+privadas?|chaves?\s+secretas?|chaves?\s+(?:de\s+)?api|tokens?\s+de\s+(?:acesso|autenticação|sessão|atualização)|códigos?\s+de\s+verificação|códigos?\s+de\s+uso\s+únicos?|senhas?\s+de\s+uso\s+único|otp|cpf|números?\s+d[oe]\s+(?:cpf|rg|passaporte)|dados\s+bancários|números?\s+da\s+conta(?:\s+bancária)?|agência\s+e\s+conta|frases?\s+de\s+recuperação|frases?[-\s]semente|credenciais(?:\s+de\s+(?:login|acesso))?|iban)${E}(?!\s+(?:não|nunca|jamais)${E}|\s+(?:polític\p{L}*|requisitos?|regras?|força|tamanho|configuraç\p{L}*|expiração|tela|página|ids?|identificador\p{L}*|nomes?|rótulos?|contagem))`,
      'giu',
    ),
    // "PIN", "RG" only in capitals: "pin" and "rg" are other words.
    new RegExp(String.raw`${B}(?:PINs?|RG)${E}`, 'gu'),
  ],
  environmentDump: {
    mention: new RegExp(String.raw`${B}(?:(?:todas\s+as|as)\s+)?variáveis\s+de\s+ambiente${E}|\bprocess\.env\b(?!\.)`, 'giu'),
    handsBack: new RegExp(
      String.raw`${B}(?:retorna|retornar|lista|listar|despeja|imprime|imprimir|mostra|mostrar|exibe|exibir|expõe|expor|devolve|obtém|obter|lê|ler|revela|revelar)${E}[^.;:!?\n]{0,40}$`,
      'iu',
    ),
    notTheValues: new RegExp(String.raw`${B}(?:nomes?|chaves|quantidade|número|contagem|quantas)\s+(?:d[aeo]s?\s+)?$`, 'iu'),
  },
  destructiveBulk: {
    wipe: new RegExp(
      String.raw`${B}(?:restauração|redefinição)\s+(?:para\s+o\s+padrão\s+)?de\s+fábrica|${B}(?:restaur|redefin|reset)\p{L}*\s+(?:o\s+(?:celular|dispositivo|aparelho|app|aplicativo)\s+)?(?:para\s+)?(?:as\s+)?(?:configurações|padrões?)\s+de\s+fábrica|${B}formata\p{L}*\s+o\s+(?:celular|dispositivo|aparelho)|${DELETE_STEM}\s+(?:permanentemente\s+)?(?:tudo|todo\s+o\s+\p{L}+|toda\s+a\s+\p{L}+|todos\s+os\s+dados|(?:o|a)\s+\p{L}+(?:\s+de\s+\p{L}+)?\s+inteir[oa])${E}`,
      'iu',
    ),
    all: new RegExp(String.raw`${DELETE_STEM}\s+(?:permanentemente\s+)?(?:de\s+uma\s+vez\s+)?(?:todos|todas|cada)${E}`, 'iu'),
  },
  overlyBroad: {
    vagueOpening: new RegExp(
      String.raw`^(?:gerencia|gerenciar|gerencie|administra|administrar|lida\s+com|lidar\s+com|trata|tratar|cuida\s+de|cuidar\s+de|processa|processar|controla|controlar|opera\s+(?:sobre|com)|trabalha\s+com|manipula|manipular)${E}`,
      'iu',
    ),
    vagueMaxWords: 3,
    everything: new RegExp(String.raw`${B}(?:tudo|qualquer\s+coisa|todos|todas|todo|toda)${E}`, 'iu'),
    phrases: [
      new RegExp(
        String.raw`${B}(?:realiza|faz|executa|efetua)\s+(?:várias\s+|diversas\s+|quaisquer\s+|todas\s+as\s+|muitas\s+|diferentes\s+|múltiplas\s+)?(?:operações|ações|tarefas|coisas)\s+(?:em|com|sobre|para|relacionadas\s+a|relativas\s+a|referentes\s+a)${E}`,
        'giu',
      ),
      new RegExp(
        String.raw`${B}(?:tudo|qualquer\s+coisa|todas\s+as\s+(?:coisas|operações|ações|tarefas))\s+(?:sobre|relacionad[oa]s?\s+(?:a|à|ao)|referente\s+a|relativ[oa]\s+a|a\s+respeito\s+de)${E}`,
        'giu',
      ),
      new RegExp(String.raw`${B}(?:todo|qualquer)\s+tipo\s+de\s+(?:operação|ação|tarefa|solicitação|pedido)${E}`, 'giu'),
    ],
    neutralVerbs: new Set(['retornar', 'devolver', 'obter', 'mostrar', 'exibir', 'carregar', 'filtrar', 'ordenar', 'classificar', 'formatar', 'validar', 'verificar', 'contar']),
    itemStart: new RegExp(String.raw`(?:^|[,;:/]\s*|${B}(?:e|ou|também|então|para|pode|vai|e/ou)\s+)$`, 'iu'),
    nextItem: new RegExp(String.raw`^\s*(?:,|/|${B}e${E}|${B}ou${E})\s*(?:e\s+|ou\s+)?(\p{L}+)`, 'u'),
    previousItem: new RegExp(String.raw`(\p{L}+)\s*(?:,|/|${B}e${E}|${B}ou${E})\s*(?:e\s+|ou\s+)?$`, 'u'),
    asideHeading:
      /^(?:quando\s+(?:não\s+)?usar|não\s+(?:use\s+)?(?:é\s+)?para|retorna|retorno|saída|resposta|resultados?|fluxo(?:\s+de\s+trabalho)?|exemplos?|observaç(?:ão|ões)|notas?|dicas?|veja\s+também|uso|pré-requisitos?|requisitos?|erros?|limitaç(?:ão|ões))(?![\p{L}\p{M}])(?:[ \t]+[\p{L}\p{M}'’()-]+){0,2}[ \t]*:/iu,
  },
  appOpening: /\b(?:abre|abrindo|mostra|exibe|traz|leva|continua|no|na|em)\b[^.;]{0,40}?\b(?:app|aplicativo|aplicação|tela)\b|primeiro plano/i,
  impersonation: [
    // "Sou o assistente oficial do Google", "Este é o sistema Android", "Responda como o sistema"
    new RegExp(
      String.raw`${B}(?:(?:eu\s+)?sou|este\s+é|esta\s+é|você\s+é(?:\s+agora)?|(?:aja|age|agindo|fale|fala|falando|responda|responde|respondendo|comporte-se|se\s+comporta|atue|atuando)\s+como|(?:finge|finja|fingir|fingindo)\s+ser|(?:apresente-se|apresenta-se|identifique-se|identifica-se)\s+como)\s+(?:o\s+|a\s+|um\s+|uma\s+|seu\s+|sua\s+)?(?:oficial\s+)?${IDENTITY}${CLAIM_END}`,
      'iu',
    ),
    // "Sou o assistente oficial do Google Tarefas": an official product in the first person.
    new RegExp(String.raw`${B}(?:eu\s+)?sou\s+(?:o|a|um|uma)\s+(?:\p{L}+\s+){0,2}oficial${E}`, 'iu'),
    // Role labels: "Mensagem do sistema:", "Assistente:"
    new RegExp(
      String.raw`${B}(?:mensagem|prompt|instruções?|aviso|comando)\s+d[oa]\s+(?:sistema|desenvolvedor|assistente|administrador)\s*:|(?:^|[.!?]\s+)(?:sistema|assistente|desenvolvedor)\s*:`,
      'iu',
    ),
    // Chat markup is the same in every language.
    /<\/?\s*(?:system|assistant|sys|developer|instructions?)\s*>|\[\/?\s*(?:system|sys|inst|assistant|admin)\s*\]|<\|[\w-]+\|>|<<\/?SYS>>/i,
    // "a ferramenta oficial do Gmail"
    new RegExp(String.raw`${B}(?:função|ferramenta|plugin|extensão|conector|integração|ação)\s+oficial\s+d[aeo]s?\s+\p{L}+`, 'iu'),
  ],
  valueList: {
    // "Uma das ações: criar, editar ou excluir", "Pode ser: …", "um de …"
    leadIn: new RegExp(String.raw`(?:(?:${B}uma?\s+d[oa]s?(?:\s+(?:ações|opções|valores|operações|seguintes))?${E}|${B}pode\s+ser${E})\s*:?|:)\s*([^.;()]+)`, 'iu'),
    separators: new RegExp(String.raw`\s*(?:,|${B}ou${E}|${B}e${E}|\||/)\s*`, 'iu'),
    // "Filtra por tipo de ação: criar, editar ou excluir"
    filter: new RegExp(String.raw`^\s*(?:filtr(?:a|ar|o)\s+(?:por|pel[oa]s?)${E}|(?:retorna|lista)\s+(?:apenas|somente)${E})`, 'iu'),
  },
  valueVerbs: {
    criar: 'create',
    adicionar: 'add',
    inserir: 'insert',
    cadastrar: 'register',
    editar: 'edit',
    atualizar: 'update',
    alterar: 'change',
    modificar: 'modify',
    renomear: 'rename',
    definir: 'set',
    excluir: 'delete',
    apagar: 'delete',
    remover: 'remove',
    deletar: 'delete',
    limpar: 'clear',
    listar: 'list',
    buscar: 'search',
    pesquisar: 'search',
    procurar: 'find',
    ler: 'read',
    obter: 'get',
    consultar: 'query',
    enviar: 'send',
    compartilhar: 'share',
    arquivar: 'archive',
    mover: 'move',
    copiar: 'copy',
    concluir: 'complete',
    marcar: 'mark',
    agendar: 'schedule',
    reservar: 'book',
    tocar: 'play',
    pausar: 'pause',
    parar: 'stop',
    ativar: 'enable',
    desativar: 'disable',
    abrir: 'open',
    fechar: 'close',
    exportar: 'export',
    importar: 'import',
    sincronizar: 'sync',
  },
  readOnly: {
    claim: new RegExp(
      String.raw`${B}(?:somente[-\s]leitura|apenas\s+(?:para\s+)?leitura|só\s+leitura|não\s+(?:modifica|altera|muda|grava|escreve|exclui|apaga|remove|atualiza)|nunca\s+(?:modifica|altera|muda|grava|escreve|exclui|apaga|remove|atualiza)|sem\s+(?:modificar|alterar|mudar|gravar|escrever|excluir|apagar|remover|atualizar)|sem\s+efeitos?\s+colaterais|não\s+destrutiv[oa])${E}`,
      'iu',
    ),
    opener: new RegExp(String.raw`^\s*(?:Retorna|Obtém|Lista|Busca|Procura|Pesquisa|Encontra|Lê|Consulta|Conta|Mostra|Exibe|Recupera|Verifica|Devolve)${E}`, 'u'),
    admitsWrite: new RegExp(
      String.raw`${B}(?:exclu\p{L}*|remov\p{L}*|apag\p{L}*|cri[ae]\p{L}*|atualiz\p{L}*|salv\p{L}*|grav\p{L}*|escrev\p{L}*|inser\p{L}*|arquiv\p{L}*|marc[aoq]\p{L}*|limp\p{L}*|envi[ae]\p{L}*|modific\p{L}*|alter\p{L}*|edit\p{L}*|renome\p{L}*|mov[ae]\p{L}*|redefin\p{L}*|armazen\p{L}*|adicion\p{L}*|defin[ae]\p{L}*|sincroniz\p{L}*|cancel\p{L}*|guard\p{L}*)${E}`,
      'iu',
    ),
  },
  appDescription: {
    filler: new RegExp(
      String.raw`^(?:(?:este|esse|o|nosso|meu|o\s+nosso)\s+(?:app|aplicativo)\s+(?:é\s+(?:usad[oa]|feit[oa]|projetad[oa]|criad[oa]|destinad[oa])\s+(?:para|a)|(?:permite|ajuda|possibilita)\s+(?:que\s+)?(?:você|os\s+usuários|o\s+usuário|aos\s+usuários|ao\s+usuário|agentes|o\s+agente)?(?:\s+a)?|pode\s+ser\s+usad[oa]\s+para|serve\s+para|fornece\s+(?:funções|ferramentas|a\s+capacidade))|(?:bem-vind[oa]s?|olá|oi)${E}|você\s+é${E}|como\s+(?:uma?\s+)?(?:ia|assistente|agente)${E}|público\s*:|(?:estas|essas|as)\s+(?:instruções|diretrizes|notas)\s+(?:são|foram)\s+(?:(?:escritas|feitas|destinadas)\s+)?para)`,
      'iu',
    ),
    callOrderWords: new RegExp(String.raw`${B}(?:chame|chamar|invoque|invocar|use|usar|utilize|execute|rode)${E}`, 'iu'),
    commandOrderWords: new RegExp(String.raw`${B}(?:chame|chamar|invoque|invocar|use|usar|utilize|execute|rode|antes|depois|após|primeiro)${E}`, 'iu'),
    // "Use este servidor para criar, buscar e arquivar notas" nomeia as tarefas do app: não é ordem de chamada.
    orderOpening: new RegExp(
      String.raw`^(?:sempre\s+|primeiro\s*,?\s+)?(?:chame|invoque|use|utilize|execute|rode)${E}(?!\s+(?:este|esta|estes|o|a|os)\s+(?:servidor|app|aplicativo|serviço|ferramentas?|integração)\s+(?:para|quando)${E})|^(?:antes|depois|após|primeiro)${E}`,
      'iu',
    ),
    maxFirstSentenceWords: 30,
    nameWordsInLanguage: false,
    // English words of function names -> how a Brazilian app description says them (singular).
    taskWords: {
      note: ['nota', 'anotação'],
      task: ['tarefa', 'afazer'],
      todo: ['tarefa', 'afazer'],
      subtask: ['subtarefa', 'tarefa'],
      contact: ['contato'],
      event: ['evento', 'compromisso'],
      calendar: ['agenda', 'calendário'],
      appointment: ['consulta', 'compromisso', 'agendamento'],
      meeting: ['reunião'],
      message: ['mensagem', 'conversa'],
      email: ['e-mail', 'email', 'mensagem'],
      mail: ['e-mail', 'email'],
      chat: ['conversa', 'chat'],
      conversation: ['conversa'],
      reminder: ['lembrete'],
      alarm: ['alarme', 'despertador'],
      timer: ['timer', 'temporizador', 'cronômetro'],
      photo: ['foto', 'imagem'],
      image: ['imagem', 'foto'],
      album: ['álbum'],
      video: ['vídeo'],
      playlist: ['playlist', 'lista'],
      song: ['música', 'canção', 'faixa'],
      track: ['faixa', 'música'],
      music: ['música'],
      podcast: ['podcast', 'episódio'],
      episode: ['episódio'],
      order: ['pedido', 'compra'],
      product: ['produto'],
      cart: ['carrinho'],
      payment: ['pagamento'],
      invoice: ['fatura', 'nota fiscal', 'boleto'],
      expense: ['despesa', 'gasto'],
      budget: ['orçamento'],
      account: ['conta'],
      balance: ['saldo'],
      transfer: ['transferência', 'pix'],
      flight: ['voo', 'passagem'],
      hotel: ['hotel', 'hospedagem'],
      booking: ['reserva'],
      reservation: ['reserva'],
      table: ['mesa'],
      restaurant: ['restaurante'],
      ride: ['corrida', 'viagem'],
      trip: ['viagem'],
      route: ['rota', 'trajeto'],
      weather: ['tempo', 'clima', 'previsão'],
      forecast: ['previsão'],
      file: ['arquivo'],
      folder: ['pasta'],
      document: ['documento'],
      list: ['lista'],
      item: ['item'],
      shopping: ['compra'],
      recipe: ['receita'],
      workout: ['treino', 'exercício'],
      exercise: ['exercício', 'treino'],
      habit: ['hábito'],
      user: ['usuário', 'perfil'],
      profile: ['perfil'],
      setting: ['configuração', 'ajuste', 'preferência'],
      notification: ['notificação', 'aviso'],
      device: ['dispositivo', 'aparelho'],
      light: ['luz', 'lâmpada', 'iluminação'],
      thermostat: ['termostato', 'temperatura'],
      temperature: ['temperatura'],
      door: ['porta'],
      camera: ['câmera'],
      movie: ['filme'],
      book: ['livro'],
      article: ['artigo', 'notícia'],
      news: ['notícia'],
      post: ['post', 'publicação'],
      comment: ['comentário'],
      group: ['grupo'],
      channel: ['canal'],
      room: ['sala'],
      location: ['local', 'localização', 'endereço'],
      place: ['lugar', 'local'],
      address: ['endereço'],
      parcel: ['encomenda', 'pacote'],
      package: ['encomenda', 'pacote'],
      delivery: ['entrega'],
      project: ['projeto'],
      ticket: ['chamado', 'ticket'],
      draft: ['rascunho'],
      bookmark: ['favorito'],
      tag: ['etiqueta', 'tag'],
      label: ['etiqueta', 'rótulo'],
      birthday: ['aniversário'],
      medication: ['medicamento', 'remédio'],
      journal: ['diário'],
      entry: ['registro', 'entrada'],
      recording: ['gravação'],
      memo: ['lembrete', 'memorando', 'nota'],
    },
    singularRules: [
      [/^(?=.{4})(.*)ões$/, '$1ão'],
      [/^(?=.{4})(.*)ães$/, '$1ão'],
      [/^(?=.{4})(.*)ais$/, '$1al'],
      [/^(?=.{4})(.*)éis$/, '$1el'],
      [/^(?=.{4})(.*)ns$/, '$1m'],
      [/^(?=.{4})(.*[rz])es$/, '$1'],
      [/^(?=.{4})(.*[^s])s$/, '$1'],
    ],
  },
};
